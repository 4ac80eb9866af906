// SPDX-License-Identifier: MIT
#include "calibration.h"

#include "analysis.h"
#include "model/document/assumptions.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

constexpr double kMinFactor = 1.0 / 20;
constexpr double kMaxFactor = 20;

enum class RequestKind { Read, Write, Query, Other };

RequestKind kindOf(Operation operation)
{
    switch (operation) {
    case Operation::PointRead: return RequestKind::Read;
    case Operation::Query: return RequestKind::Query;
    case Operation::Create:
    case Operation::Replace:
    case Operation::Patch:
    case Operation::Upsert:
    case Operation::Delete: return RequestKind::Write;
    default: return RequestKind::Other; // batches and searches have costs of their own
    }
}

// Measured over estimated for one kind of request, over the patterns measured.
Calibration::Factor factorFor(
    RequestKind kind, const Model &model, const Analysis &analysis, const std::map<QString, double> &measuredRu)
{
    double measured = 0, estimated = 0;
    int patterns = 0;
    for (size_t i = 0; i < model.accessPatterns.size() && i < analysis.accessPatterns.size(); ++i) {
        const auto found = measuredRu.find(model.accessPatterns[i].id);
        if (found == measuredRu.end() || kindOf(model.accessPatterns[i].operation) != kind
            || analysis.accessPatterns[i].ruPerRequest <= 0 || !std::isfinite(found->second))
            continue;
        measured += found->second;
        estimated += analysis.accessPatterns[i].ruPerRequest;
        ++patterns;
    }
    if (patterns == 0 || estimated <= 0)
        return {};
    return {std::clamp(measured / estimated, kMinFactor, kMaxFactor), patterns};
}

double rounded(double value)
{
    return std::round(value * 10000) / 10000;
}

void setAssumption(Model &model, AssumptionId id, double value)
{
    model.assumptions[QString::fromLatin1(assumptionInfo(id).name)] = rounded(value);
}

} // namespace

Calibration calibrateAssumptions(const Model &model, const std::map<QString, double> &measuredRu)
{
    Calibration calibration;
    const auto before = analyze(model);
    calibration.reads = factorFor(RequestKind::Read, model, *before, measuredRu);
    calibration.writes = factorFor(RequestKind::Write, model, *before, measuredRu);

    Model calibrated = model;
    const AssumptionValues values(model.assumptions, model.sizeCurve);
    std::vector<SizeCurvePoint> curve = values.sizeCurve().points();
    for (SizeCurvePoint &point : curve) {
        point.readRu = rounded(point.readRu * calibration.reads.value);
        point.writeRu = rounded(point.writeRu * calibration.writes.value);
    }
    if (calibration.reads.patterns > 0 || calibration.writes.patterns > 0)
        calibrated.sizeCurve = curve;
    if (calibration.writes.patterns > 0)
        setAssumption(calibrated, AssumptionId::IndexedTermRu, values[AssumptionId::IndexedTermRu] * calibration.writes.value);

    // Queries load documents at the point-read cost just calibrated: estimated again.
    const auto afterReads = analyze(calibrated);
    calibration.queries = factorFor(RequestKind::Query, calibrated, *afterReads, measuredRu);
    if (calibration.queries.patterns > 0) {
        setAssumption(calibrated, AssumptionId::QueryBaseRu, values[AssumptionId::QueryBaseRu] * calibration.queries.value);
        setAssumption(calibrated, AssumptionId::QueryDocumentLoad,
            values[AssumptionId::QueryDocumentLoad] * calibration.queries.value);
    }

    if (calibrated.sizeCurve != model.sizeCurve) {
        Json table = Json::array();
        for (const SizeCurvePoint &point : calibrated.sizeCurve)
            table.push_back({{"kb", point.kb}, {"readRu", point.readRu}, {"writeRu", point.writeRu}});
        calibration.changes.push_back(Change::setEntry(ObjectKind::Assumption, QStringLiteral("sizeCurve"), table));
    }
    for (const AssumptionId id : {AssumptionId::IndexedTermRu, AssumptionId::QueryBaseRu, AssumptionId::QueryDocumentLoad}) {
        const QString name = QString::fromLatin1(assumptionInfo(id).name);
        const auto now = calibrated.assumptions.find(name);
        const auto was = model.assumptions.find(name);
        if (now != calibrated.assumptions.end() && (was == model.assumptions.end() || was->second != now->second))
            calibration.changes.push_back(Change::setEntry(ObjectKind::Assumption, name, now->second));
    }
    return calibration;
}

} // namespace cosmos
