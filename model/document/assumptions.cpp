// SPDX-License-Identifier: MIT
#include "assumptions.h"

#include <QtGlobal>

#include <algorithm>

namespace cosmos {

namespace {
using A = AssumptionId;
constexpr double kMax = 1e15;

// Defaults are RULES.md's, with section 11's corrections already applied.
constexpr AssumptionInfo kCatalog[] = {
    {A::SingleDocMin, "singleDocMin", 0.90, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Correlation from which a child is embedded in its parent's document")},
    {A::MultiDocMin, "multiDocMin", 0.50, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Correlation from which a child is co-located in its parent's container")},
    {A::IdentifyingMin, "identifyingMin", 0.30, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Correlation from which an identifying child is co-located")},
    {A::ChildAloneMax, "childAloneMax", 0.10, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Largest share of child reads without the parent that still allows embedding")},
    {A::M2mEmbedMax, "m2mEmbedMax", 100, 0, kMax, "links",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Most links per side for which many-to-many ids are duplicated on both sides")},
    {A::EmbedMaxKB, "embedMaxKB", 1024, 0, 2048, "KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Largest embedded document the design accepts")},
    {A::DocumentMaxKB, "documentMaxKB", 2048, 1, 2048, "KB",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Azure's item size limit (2 MB)")},
    {A::CostDisagreement, "costDisagreement", 0.20, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Aggregate decisions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "How much cheaper another alternative must be before a note is shown")},

    {A::ConsolidateOverlapMin, "consolidateOverlapMin", 0.50, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Consolidation"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Access overlap above which related containers are consolidated")},
    {A::SeparateOverlapMax, "separateOverlapMax", 0.30, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Consolidation"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Access overlap below which related containers stay separate")},

    {A::PointReadRu, "pointReadRu", 1, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Point read cost per KB of document")},
    {A::CreateRu, "createRu", 5, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Create cost per KB of document")},
    {A::ReplaceRu, "replaceRu", 7, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Replace cost per KB of document")},
    {A::UpsertRu, "upsertRu", 7, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Upsert cost per KB of document")},
    {A::PatchRu, "patchRu", 7, 0, kMax, "RU", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Patch cost per request (small changes, independent of size)")},
    {A::DeleteRu, "deleteRu", 5, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Delete cost per KB of document")},
    {A::QueryBaseRu, "queryBaseRu", 2.5, 0, kMax, "RU", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Fixed cost of a query")},
    {A::QueryRuPerKB, "queryRuPerKB", 1, 0, kMax, "RU/KB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Query cost per KB returned")},
    {A::CrossPartitionRuPerPartition, "crossPartitionRuPerPartition", 2.5, 0, kMax, "RU",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Extra query cost per physical partition scanned by a cross-partition query")},
    {A::StrongReadFactor, "strongReadFactor", 2, 1, 100, "×", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Read cost multiplier under strong and bounded-staleness consistency")},
    {A::UniqueKeyWriteFactor, "uniqueKeyWriteFactor", 1.1, 1, 100, "×",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Write cost multiplier in containers with unique keys")},

    {A::ManualMinRu, "manualMinRu", 400, 0, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Smallest manual (provisioned) throughput of a container")},
    {A::ManualStepRu, "manualStepRu", 100, 1, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Manual throughput is set in steps of this size")},
    {A::AutoscaleMinMaxRu, "autoscaleMinMaxRu", 1000, 0, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Smallest autoscale maximum of a container")},
    {A::AutoscaleStepRu, "autoscaleStepRu", 1000, 1, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Autoscale maximum is set in steps of this size")},
    {A::AutoscaleMinFraction, "autoscaleMinFraction", 0.10, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Autoscale never bills below this share of its maximum")},
    {A::ManualPricePer100RuHour, "manualPricePer100RuHour", 0.008, 0, kMax, "USD",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Price of 100 RU/s of manual throughput for one hour in one region")},
    {A::AutoscalePricePer100RuHour, "autoscalePricePer100RuHour", 0.012, 0, kMax, "USD",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Price of 100 RU/s of autoscale throughput for one hour in one region")},
    {A::ServerlessPricePerMillionRu, "serverlessPricePerMillionRu", 0.25, 0, kMax, "USD",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Serverless price of one million request units")},
    {A::StoragePricePerGBMonth, "storagePricePerGBMonth", 0.25, 0, kMax, "USD",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Price of one GB stored for a month in one region")},
    {A::HoursPerMonth, "hoursPerMonth", 720, 1, 744, "h",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Hours in a billing month")},
    {A::SecondsPerMonth, "secondsPerMonth", 2592000, 1, 2678400, "s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Seconds in a billing month")},

    {A::PartitionMaxRu, "partitionMaxRu", 10000, 1, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput limit of one logical or physical partition")},
    {A::PhysicalPartitionMaxGB, "physicalPartitionMaxGB", 50, 0.001, kMax, "GB",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Storage of one physical partition before it splits")},
    {A::LogicalPartitionMaxGB, "logicalPartitionMaxGB", 20, 0.001, kMax, "GB",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Storage limit of one logical partition (one key value)")},
    {A::HotWarnUtilization, "hotWarnUtilization", 0.50, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Utilisation of a partition limit from which it is reported as a warning")},
    {A::SyntheticTargetUtilization, "syntheticTargetUtilization", 0.50, 0.01, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Target utilisation of the hottest shard when a synthetic key suffix is proposed")},
    {A::LowCardinality, "lowCardinality", 100, 1, kMax, "values",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Fewer distinct key values than this is a low-cardinality key")},
    {A::MassiveWritesPerSecond, "massiveWritesPerSecond", 10000, 1, kMax, "writes/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Peak writes per second from which the massive-scale questions apply")},
    {A::BinRecordsPerChunk, "binRecordsPerChunk", 100, 2, 100000, "records",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Records grouped into one document by the binning estimate")},

    {A::SelectiveIndexMaxShare, "selectiveIndexMaxShare", 0.50, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Largest share of queried properties for which selective indexing is used")},
    {A::IndexWriteRuPerPath, "indexWriteRuPerPath", 0.2, 0, kMax, "RU",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Estimated extra write cost of each indexed property")},
    {A::UniqueKeyMaxConstraints, "uniqueKeyMaxConstraints", 10, 0, 1000, "keys",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Azure's limit of unique-key constraints per container")},
    {A::UniqueKeyMaxPaths, "uniqueKeyMaxPaths", 16, 0, 1000, "paths",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Azure's limit of unique-key paths per container")},
};
static_assert(std::size(kCatalog) == size_t(AssumptionId::Count), "every assumption needs a catalog entry");
} // namespace

std::span<const AssumptionInfo> assumptionCatalog()
{
    return kCatalog;
}

const AssumptionInfo &assumptionInfo(AssumptionId id)
{
    return kCatalog[size_t(id)];
}

const AssumptionInfo *findAssumption(const QString &name)
{
    const auto it = std::find_if(std::begin(kCatalog), std::end(kCatalog),
        [&](const AssumptionInfo &info) { return name == QLatin1String(info.name); });
    return it == std::end(kCatalog) ? nullptr : &*it;
}

AssumptionValues::AssumptionValues()
{
    for (const auto &info : kCatalog)
        m_values[size_t(info.id)] = info.defaultValue;
}

AssumptionValues::AssumptionValues(const std::map<QString, double> &overrides)
    : AssumptionValues()
{
    for (const auto &[name, value] : overrides)
        if (const AssumptionInfo *info = findAssumption(name))
            m_values[size_t(info->id)] = value;
}

bool AssumptionValues::isDefault(AssumptionId id) const
{
    return m_values[size_t(id)] == assumptionInfo(id).defaultValue;
}

} // namespace cosmos
