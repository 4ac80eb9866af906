// SPDX-License-Identifier: MIT
// Predicates about the application as a whole: regions, capacity mode, traffic shape.
#include "predicates.h"

#include "model/analysis/numberformat.h"

#include <algorithm>

namespace cosmos::predicates {

namespace {

Match applicationMatch(const AdvisorContext &context)
{
    const Application &app = context.model.application;
    Match match {{SubjectKind::Application, {}}, {}};
    // An account always runs somewhere: a model that names no region has one (the
    // default), not "0 regions".
    match.values.insert(QStringLiteral("regions"), QString::number(std::max<size_t>(1, app.regions.size())));
    match.values.insert(QStringLiteral("mode"), toQString(app.capacityMode));
    match.values.insert(QStringLiteral("consistency"), toQString(app.consistency));
    return match;
}

} // namespace

std::vector<Match> application(const AdvisorContext &context, const Params &params)
{
    const Application &app = context.model.application;
    if (params.has("multiRegionWrites") && params.flag("multiRegionWrites") != app.multiRegionWrites)
        return {};
    if (!params.allows("capacityMode", toQString(app.capacityMode))
        || !params.allows("consistency", toQString(app.consistency)))
        return {};
    const double regions = double(app.regions.size());
    if (regions < params.number("minRegions", 0) || (params.has("maxRegions") && regions > params.number("maxRegions")))
        return {};
    return {applicationMatch(context)};
}

std::vector<Match> trafficShape(const AdvisorContext &context, const Params &params)
{
    const Totals &totals = context.analysis.totals;
    if (totals.requestsPerSecondAvg <= 0)
        return {};
    const double ratio = totals.requestsPerSecondPeak / totals.requestsPerSecondAvg;
    if (params.has("minPeakToAverage") && ratio < params.number("minPeakToAverage"))
        return {};
    if (params.has("maxAverageRuPerSecond") && totals.ruPerSecondAvg > params.number("maxAverageRuPerSecond"))
        return {};
    Match match = applicationMatch(context);
    match.values.insert(QStringLiteral("peak"), formatNumber(totals.requestsPerSecondPeak));
    match.values.insert(QStringLiteral("average"), formatNumber(totals.requestsPerSecondAvg));
    match.values.insert(QStringLiteral("ratio"), formatNumber(ratio, 1));
    match.values.insert(QStringLiteral("ru"), formatRu(totals.ruPerSecondAvg));
    return {match};
}

std::vector<Match> modelHas(const AdvisorContext &context, const Params &params)
{
    double writePatterns = 0;
    for (const AccessPattern &p : context.model.accessPatterns)
        writePatterns += isRead(p.operation) ? 0 : 1;
    if (double(context.model.entities.size()) < params.number("minEntities", 0)
        || writePatterns < params.number("minWritePatterns", 0))
        return {};
    Match match = applicationMatch(context);
    match.values.insert(QStringLiteral("entities"), QString::number(context.model.entities.size()));
    return {match};
}

} // namespace cosmos::predicates
