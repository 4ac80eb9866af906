// SPDX-License-Identifier: MIT
#include "routetitle.h"

#include "analysistr.h"

namespace cosmos {

namespace {
Text keyPrefixQuery()
{
    return AnalysisTr::tr("key-prefix query");
}
} // namespace

bool reachesKeyPrefixOnly(const SubRequest &request)
{
    return request.kind == RouteKind::CrossPartitionQuery && request.prefixOnly;
}

bool reachesKeyPrefixOnly(const PatternAnalysis &routed)
{
    bool prefix = false;
    for (const SubRequest &request : routed.requests)
        if (request.kind == RouteKind::CrossPartitionQuery) {
            if (!request.prefixOnly)
                return false;
            prefix = true;
        }
    return prefix;
}

Text routeTitle(const SubRequest &request)
{
    return reachesKeyPrefixOnly(request) ? keyPrefixQuery() : routeKindTitle(request.kind);
}

Text routeTitle(const PatternAnalysis &routed)
{
    return reachesKeyPrefixOnly(routed) ? keyPrefixQuery() : routeKindTitle(routed.kind);
}

} // namespace cosmos
