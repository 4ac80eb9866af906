// SPDX-License-Identifier: MIT
#pragma once

class QTableView;

namespace cosmos {

// Keeps a table that sits in a scrolling form exactly as tall as its rows, up to
// `maxRows` whole rows (then it scrolls itself), and refits when its rows or its
// width change. A table cut at a fixed height showed half a row, which reads as the
// end of the list, inside a form that scrolled as well.
void keepToWholeRows(QTableView *table, int maxRows);

} // namespace cosmos
