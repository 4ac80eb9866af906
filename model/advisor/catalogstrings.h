// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace cosmos {

// Every translatable string of the built-in advisor catalog, as lupdate sees it.
const std::vector<const char *> &catalogSourceStrings();

} // namespace cosmos
