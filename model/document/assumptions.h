// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <array>
#include <map>
#include <span>
#include <vector>

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
    IndexedTermRu,
    QueryBaseRu,
    QueryDocumentLoad,
    StrongReadFactor,
    UniqueKeyWriteFactor,
    VectorSearchRu,
    FullTextSearchRu,
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
    PeakHoursPerDay,
    MultiRegionWritePricePer100RuHour,
    ManualMinRuPerGB,
    AutoscaleMinMaxRuPerGB,
    ServerlessMaxRu,
    ContainerQuotaRu,
    FreeTierRu,
    FreeTierGB,
    SharedDatabaseMaxContainers,
    ReservedOneYearDiscount,
    ReservedThreeYearDiscount,
    // Partitions (section 6)
    PartitionMaxRu,
    PhysicalPartitionMaxGB,
    LogicalPartitionMaxGB,
    FanOutMaxShare,
    TypeKeyMaxGB,
    TypeKeyMaxRu,
    HotWarnUtilization,
    SyntheticTargetUtilization,
    LowCardinality,
    MassiveWritesPerSecond,
    BinRecordsPerChunk,
    // Indexing and unique keys (sections 7 and 8)
    SelectiveIndexMaxShare,
    UniqueKeyMaxConstraints,
    UniqueKeyMaxPaths,
    // Remedies (section 13)
    ChangeHalfLifeHours,
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

// RULES.md section 5: measured request charges by document size (Microsoft's table
// in "understand request unit consumption"). Linear between rows, the first row below
// it, the last two rows' slope above it. An editable assumption like the rest: the
// model file's "assumptions.sizeCurve".
struct SizeCurvePoint {
    double kb = 1;
    double readRu = 1;  // point read
    double writeRu = 5; // create, with few indexed terms

    bool operator==(const SizeCurvePoint &) const = default;
};

class SizeCurve {
public:
    SizeCurve(); // Microsoft's measurements
    explicit SizeCurve(std::vector<SizeCurvePoint> points);

    static const std::vector<SizeCurvePoint> &measured();
    const std::vector<SizeCurvePoint> &points() const { return m_points; }
    double read(double kb) const;
    double write(double kb) const;

    // Empty when usable; otherwise what is wrong, naming the row ("row 3: …").
    static QString validate(const std::vector<SizeCurvePoint> &points);

private:
    double at(double kb, double SizeCurvePoint::*column) const;
    std::vector<SizeCurvePoint> m_points;
};

// The resolved values for one analysis: the model's overrides on top of the defaults.
class AssumptionValues {
public:
    AssumptionValues();
    explicit AssumptionValues(
        const std::map<QString, double> &overrides, const std::vector<SizeCurvePoint> &sizeCurve = {});

    double operator[](AssumptionId id) const { return m_values[size_t(id)]; }
    bool isDefault(AssumptionId id) const;
    const SizeCurve &sizeCurve() const { return m_sizeCurve; }
    bool sizeCurveIsDefault() const { return m_sizeCurve.points() == SizeCurve::measured(); }

private:
    std::array<double, size_t(AssumptionId::Count)> m_values {};
    SizeCurve m_sizeCurve;
};

} // namespace cosmos
