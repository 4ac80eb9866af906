// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace cosmos {

// Text for a label that wraps: a number stays on the line of its unit ("572 RU/s",
// "5 KB", "45 %"), and a list of partition-key paths stays on one line ("/companyId,
// /userId"), so a line break never splits what is read as one value. The breakable
// spaces inside them become no-break spaces, the slash of a rate ("RU/s", "/month")
// is followed by an invisible word joiner, and a " · " separator stays at the end
// of its line; the text is otherwise unchanged, HTML included. (A path may still
// break after its slash: a joiner there would be copied into a query with the text.)
QString keepValuesTogether(QString text);

} // namespace cosmos
