// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <array>
#include <map>
#include <span>

namespace cosmos {

// Every threshold and constant of RULES.md, by the stable camelCase name used in the
// model file's "assumptions" object. A user who disagrees with a number changes it
// and sees every decision recompute.
enum class AssumptionId {
    // Aggregate decisions (RULES.md section 3)
    SingleDocMin,
    MultiDocMin,
    IdentifyingMin,
    ChildAloneMax,
    M2mEmbedMax,
    EmbedMaxKB,
    DocumentMaxKB,
    CostDisagreement,
    // Consolidation (section 4)
    ConsolidateOverlapMin,
    SeparateOverlapMax,
    // Request costs (section 5)
    PointReadRu,
    CreateRu,
    ReplaceRu,
    UpsertRu,
    PatchRu,
    DeleteRu,
    QueryBaseRu,
    QueryRuPerKB,
    CrossPartitionRuPerPartition,
    StrongReadFactor,
    UniqueKeyWriteFactor,
    // Capacity and prices (section 5)
    ManualMinRu,
    ManualStepRu,
    AutoscaleMinMaxRu,
    AutoscaleStepRu,
    AutoscaleMinFraction,
    ManualPricePer100RuHour,
    AutoscalePricePer100RuHour,
    ServerlessPricePerMillionRu,
    StoragePricePerGBMonth,
    HoursPerMonth,
    SecondsPerMonth,
    // Partitions (section 6)
    PartitionMaxRu,
    PhysicalPartitionMaxGB,
    LogicalPartitionMaxGB,
    HotWarnUtilization,
    SyntheticTargetUtilization,
    LowCardinality,
    MassiveWritesPerSecond,
    BinRecordsPerChunk,
    // Indexing and unique keys (sections 7 and 8)
    SelectiveIndexMaxShare,
    IndexWriteRuPerPath,
    UniqueKeyMaxConstraints,
    UniqueKeyMaxPaths,
    Count
};

struct AssumptionInfo {
    AssumptionId id;
    const char *name; // file name, stable
    double defaultValue;
    double minimum;
    double maximum;
    const char *unit;        // for display: "share", "KB", "RU", "USD", ...
    const char *group;       // translatable group title
    const char *description; // translatable one-line meaning
};

std::span<const AssumptionInfo> assumptionCatalog();
const AssumptionInfo &assumptionInfo(AssumptionId id);
const AssumptionInfo *findAssumption(const QString &name);

// The resolved values for one analysis: the model's overrides on top of the defaults.
class AssumptionValues {
public:
    AssumptionValues();
    explicit AssumptionValues(const std::map<QString, double> &overrides);

    double operator[](AssumptionId id) const { return m_values[size_t(id)]; }
    bool isDefault(AssumptionId id) const;

private:
    std::array<double, size_t(AssumptionId::Count)> m_values {};
};

} // namespace cosmos
