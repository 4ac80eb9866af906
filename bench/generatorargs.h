// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

#include <cstdio>

namespace cosmos {

// The generators' command line, PROGRAM COUNT OUT: the count when it is a whole number
// from `least` to `most` and OUT follows it; otherwise 0, after printing `usage` (the
// program then exits with status 2).
inline int countArgument(const QStringList &args, int least, int most, const char *usage)
{
    bool ok = false;
    const int count = args.value(1).toInt(&ok);
    if (args.size() == 3 && ok && count >= least && count <= most)
        return count;
    std::fprintf(stderr, "usage: %s\n", usage);
    return 0;
}

} // namespace cosmos
