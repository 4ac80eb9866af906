// SPDX-License-Identifier: MIT
#include "assumptions.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

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

    {A::IndexedTermRu, "indexedTermRu", 0.2, 0, kMax, "RU", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Write cost of each indexed term a written document holds")},
    {A::QueryBaseRu, "queryBaseRu", 2.5, 0, kMax, "RU", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Index lookup of a query in each physical partition it visits")},
    {A::QueryDocumentLoad, "queryDocumentLoad", 0.16, 0, kMax, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Cost of loading each document a query returns, as a share of that document's point read")},
    {A::StrongReadFactor, "strongReadFactor", 2, 1, 100, "×", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP(
            "cosmos::Assumptions", "Read cost multiplier under strong and bounded-staleness consistency")},
    {A::UniqueKeyWriteFactor, "uniqueKeyWriteFactor", 1.1, 1, 100, "×",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Write cost multiplier in containers with unique keys")},
    // Not published by Microsoft as a per-request figure: starting points to replace
    // with the charges an account reports (RULES.md section 15).
    {A::VectorSearchRu, "vectorSearchRu", 30, 0, kMax, "RU", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Vector index search of a vector or hybrid search in each physical partition it visits")},
    {A::FullTextSearchRu, "fullTextSearchRu", 10, 0, kMax, "RU",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Request costs"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Full-text index search and scoring of a full-text or hybrid search in each physical partition it visits")},

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
    {A::PeakHoursPerDay, "peakHoursPerDay", 2, 0, 24, "h", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Hours a day at peak traffic; the other hours run at the average")},
    {A::MultiRegionWritePricePer100RuHour, "multiRegionWritePricePer100RuHour", 0.016, 0, kMax, "USD",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Price of 100 RU/s for one hour in each region when every region accepts writes")},
    {A::ManualMinRuPerGB, "manualMinRuPerGB", 1, 0, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Smallest manual throughput for each GB stored")},
    {A::AutoscaleMinMaxRuPerGB, "autoscaleMinMaxRuPerGB", 10, 0, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Smallest autoscale maximum for each GB stored")},
    {A::ServerlessMaxRu, "serverlessMaxRu", 5000, 0, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Most RU/s a serverless container can serve")},
    {A::ContainerQuotaRu, "containerQuotaRu", 1000000, 1, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput above which a container needs a quota increase from Azure")},
    {A::FreeTierRu, "freeTierRu", 1000, 0, kMax, "RU/s", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput the free tier offer leaves unbilled")},
    {A::FreeTierGB, "freeTierGB", 25, 0, kMax, "GB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Storage the free tier offer leaves unbilled")},
    {A::SharedDatabaseMaxContainers, "sharedDatabaseMaxContainers", 25, 1, 25, "containers",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Most containers one database shares its throughput with")},
    {A::ReservedOneYearDiscount, "reservedOneYearDiscount", 0.20, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput discount of one year of reserved capacity")},
    {A::ReservedThreeYearDiscount, "reservedThreeYearDiscount", 0.30, 0, 1, "share",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Capacity and prices"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput discount of three years of reserved capacity")},

    {A::PartitionMaxRu, "partitionMaxRu", 10000, 1, kMax, "RU/s",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Throughput limit of one logical or physical partition")},
    {A::PhysicalPartitionMaxGB, "physicalPartitionMaxGB", 50, 0.001, kMax, "GB",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Storage of one physical partition before it splits")},
    {A::LogicalPartitionMaxGB, "logicalPartitionMaxGB", 20, 0.001, kMax, "GB",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Storage limit of one logical partition (one key value)")},
    {A::FanOutMaxShare, "fanOutMaxShare", 0.50, 0.01, 1, "share", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Share of a partition's throughput that cross-partition lookups alone may use before the design is infeasible")},
    {A::TypeKeyMaxGB, "typeKeyMaxGB", 1, 0, kMax, "GB", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Largest reference data kept under one constant /type key")},
    {A::TypeKeyMaxRu, "typeKeyMaxRu", 1000, 0, kMax, "RU/s", QT_TRANSLATE_NOOP("cosmos::Assumptions", "Partitions"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Most peak RU/s of reference data kept under one constant /type key")},
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
    {A::UniqueKeyMaxConstraints, "uniqueKeyMaxConstraints", 10, 0, 1000, "keys",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Azure's limit of unique-key constraints per container")},
    {A::UniqueKeyMaxPaths, "uniqueKeyMaxPaths", 16, 0, 1000, "paths",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Indexing and unique keys"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Azure's limit of paths in one unique-key constraint")},

    // A starting point, not a measurement: a feed of "the newest N" copies only the
    // changes of documents still in it, and this says how soon a document stops changing.
    {A::ChangeHalfLifeHours, "changeHalfLifeHours", 24, 0.001, 1e6, "h",
        QT_TRANSLATE_NOOP("cosmos::Assumptions", "Remedies"),
        QT_TRANSLATE_NOOP("cosmos::Assumptions",
            "Age by which a document has had half of its updates; a feed of the newest documents copies only "
            "the updates of those still in it")},
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

const std::vector<SizeCurvePoint> &SizeCurve::measured()
{
    // learn.microsoft.com/azure/cosmos-db/understand-request-unit-consumption (2026).
    static const std::vector<SizeCurvePoint> table {{1, 1.00, 4.95}, {2, 1.04, 6.29}, {4, 1.14, 6.67},
        {8, 1.33, 7.04}, {16, 1.67, 9.52}, {32, 2.19, 11.23}, {64, 4.76, 22.67}, {128, 9.95, 48.19},
        {256, 20.28, 98.29}, {512, 40.95, 184.57}, {1024, 145.90, 625.00}, {2048, 291.80, 1250.00}};
    return table;
}

SizeCurve::SizeCurve()
    : m_points(measured())
{ }

SizeCurve::SizeCurve(std::vector<SizeCurvePoint> points)
    : m_points(std::move(points))
{ }

QString SizeCurve::validate(const std::vector<SizeCurvePoint> &points)
{
    if (points.empty())
        return QStringLiteral("the size curve needs at least one row");
    for (size_t i = 0; i < points.size(); ++i) {
        const SizeCurvePoint &p = points[i];
        const QString row = QStringLiteral("row %1: ").arg(i + 1);
        if (!std::isfinite(p.kb) || !std::isfinite(p.readRu) || !std::isfinite(p.writeRu))
            return row + QStringLiteral("every value must be a finite number");
        if (p.kb <= 0 || p.readRu <= 0 || p.writeRu <= 0)
            return row + QStringLiteral("sizes and charges must be greater than 0");
        if (i == 0)
            continue;
        const SizeCurvePoint &before = points[i - 1];
        if (p.kb <= before.kb)
            return row + QStringLiteral("sizes must increase from row to row (%1 KB after %2 KB)")
                             .arg(QString::number(p.kb), QString::number(before.kb));
        if (p.readRu < before.readRu || p.writeRu < before.writeRu)
            return row + QStringLiteral("a larger document cannot cost less than a smaller one");
    }
    return {};
}

double SizeCurve::at(double kb, double SizeCurvePoint::*column) const
{
    const std::vector<SizeCurvePoint> &t = m_points;
    if (t.size() == 1 || kb <= t.front().kb)
        return t.front().*column * (t.size() == 1 ? std::max(1.0, kb / t.front().kb) : 1.0);
    size_t upper = 1;
    while (upper + 1 < t.size() && t[upper].kb < kb)
        ++upper;
    const SizeCurvePoint &lo = t[upper - 1];
    const SizeCurvePoint &hi = t[upper];
    const double slope = (hi.*column - lo.*column) / (hi.kb - lo.kb);
    return lo.*column + slope * (std::min(kb, 1e12) - lo.kb);
}

double SizeCurve::read(double kb) const
{
    return at(kb, &SizeCurvePoint::readRu);
}

double SizeCurve::write(double kb) const
{
    return at(kb, &SizeCurvePoint::writeRu);
}

AssumptionValues::AssumptionValues()
{
    for (const auto &info : kCatalog)
        m_values[size_t(info.id)] = info.defaultValue;
}

AssumptionValues::AssumptionValues(
    const std::map<QString, double> &overrides, const std::vector<SizeCurvePoint> &sizeCurve)
    : AssumptionValues()
{
    if (!sizeCurve.empty() && SizeCurve::validate(sizeCurve).isEmpty())
        m_sizeCurve = SizeCurve(sizeCurve);
    for (const auto &[name, value] : overrides)
        if (const AssumptionInfo *info = findAssumption(name))
            m_values[size_t(info->id)] = value;
}

bool AssumptionValues::isDefault(AssumptionId id) const
{
    return m_values[size_t(id)] == assumptionInfo(id).defaultValue;
}

} // namespace cosmos
