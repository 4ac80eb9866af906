// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace cosmos {

// Text for a label that wraps: a number stays on the line of its unit ("572 RU/s",
// "5 KB", "45 %"), and a list of partition-key paths stays on one line ("/companyId,
// /userId"), so a line break never splits what is read as one value. The breakable
// spaces inside them become no-break spaces; the text is otherwise unchanged, HTML
// included.
QString keepValuesTogether(QString text);

} // namespace cosmos
