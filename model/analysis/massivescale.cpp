// SPDX-License-Identifier: MIT
#include "massivescale.h"

#include "analysistr.h"
#include "numberformat.h"
#include "requestcost.h"

#include <algorithm>
#include <cmath>

namespace cosmos {

using A = AssumptionId;

namespace {
constexpr double kBatchRecordsMassive = 1e6;
}

MassiveScale assessMassiveScale(const ModelIndex &index, const AssumptionValues &a)
{
    MassiveScale out;
    std::vector<double> writesPerEntity(size_t(index.entityCount()), 0.0);
    for (const PatternInfo &info : index.patterns()) {
        if (info.read)
            continue;
        const bool batch = info.pattern->operation == Operation::Batch;
        out.peakWritesPerSecond += info.rpsPeak * (batch ? info.resultCount : 1);
        if (!info.entities.empty())
            writesPerEntity[size_t(info.entities.front())] += info.rpsPeak * (batch ? info.resultCount : 1);
        if (batch && info.resultCount >= kBatchRecordsMassive)
            out.reasons << AnalysisTr::tr("%1 loads %2 records in one batch.")
                               .arg(info.pattern->id, formatNumber(info.resultCount));
    }
    if (out.peakWritesPerSecond > a[A::MassiveWritesPerSecond])
        out.reasons.prepend(
            AnalysisTr::tr("Peak writes reach %1 per second, above %2.")
                .arg(formatNumber(out.peakWritesPerSecond), formatNumber(a[A::MassiveWritesPerSecond])));
    out.triggered = !out.reasons.isEmpty();
    if (!out.triggered)
        return out;

    out.questions << AnalysisTr::tr("Binning: can individual records be grouped into chunks, one document per chunk?")
                  << AnalysisTr::tr("Fewer writes: what is the smallest number of real write operations needed — must "
                                    "every record be written on its own, or can they be batched?")
                  << AnalysisTr::tr("Physical partitions: how will the total data size multiply the cost of "
                                    "cross-partition queries?");

    const auto busiest = std::max_element(writesPerEntity.begin(), writesPerEntity.end());
    const int entity = int(busiest - writesPerEntity.begin());
    const double recordKB = index.avgKB(entity);
    BinningEstimate binning;
    binning.entity = index.entity(entity).id;
    // As many records as the assumption asks, but a chunk stays within the embed limit.
    binning.recordsPerChunk
        = std::max(1.0, std::min(a[A::BinRecordsPerChunk], std::floor(a[A::EmbedMaxKB] / std::max(recordKB, 1e-9))));
    binning.documentsBefore = index.documentCount(entity);
    binning.documentsAfter = std::ceil(binning.documentsBefore / binning.recordsPerChunk);
    const RequestCost cost(a);
    const double writes = *busiest;
    // Every record keeps its indexed terms inside a chunk; only the per-document part is saved.
    const Entity &record = index.entity(entity);
    const double terms = 1 + double(record.attributes.size());
    binning.writeRuPerSecondBefore = writes * cost.write(Operation::Create, recordKB, terms, terms);
    binning.writeRuPerSecondAfter = writes / binning.recordsPerChunk
        * cost.write(Operation::Create, recordKB * binning.recordsPerChunk, terms * binning.recordsPerChunk,
            terms * binning.recordsPerChunk);
    out.binning = binning;
    return out;
}

} // namespace cosmos
