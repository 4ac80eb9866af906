// SPDX-License-Identifier: MIT
#include "documenttext.h"

#include "exporttr.h"
#include "markdown.h"
#include "model/analysis/numberformat.h"
#include "model/analysis/routetitle.h"
#include "model/document/modellookup.h"

namespace cosmos::doc {

QString entity(const Model &model, const QString &id)
{
    return md::text(ModelLookup::entityName(model, id));
}

QString entities(const Model &model, const QStringList &ids)
{
    QStringList names = ModelLookup::entityNames(model, ids);
    for (QString &name : names)
        name = md::text(name);
    return names.join(QStringLiteral(", "));
}

QString container(const QString &name)
{
    return md::text(name);
}

QString keyPaths(const QStringList &paths)
{
    QStringList out;
    for (const QString &path : paths)
        out << md::code(path);
    return out.join(QStringLiteral(", "));
}

namespace {

// The words the documents use for the model's values: one row per value, in
// declaration order, translated as cosmos::ExportTr.
constexpr const char *kCardinalities[]
    = {QT_TRANSLATE_NOOP("cosmos::ExportTr", "1:1"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "1:Few"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "1:Many"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "Many:Many")};
static_assert(std::size(kCardinalities) == std::size_t(RelationshipKind::ManyToMany) + 1);

constexpr const char *kOperations[]
    = {QT_TRANSLATE_NOOP("cosmos::ExportTr", "point read"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "query"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "create"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "replace"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "patch"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "upsert"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "delete"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "transactional batch"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "vector search"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "full-text search"),
        QT_TRANSLATE_NOOP("cosmos::ExportTr", "hybrid search")};
static_assert(std::size(kOperations) == std::size_t(Operation::HybridSearch) + 1);

constexpr const char *kConsistencies[] = {QT_TRANSLATE_NOOP("cosmos::ExportTr", "strong"),
    QT_TRANSLATE_NOOP("cosmos::ExportTr", "bounded staleness"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "session"),
    QT_TRANSLATE_NOOP("cosmos::ExportTr", "consistent prefix"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "eventual")};
static_assert(std::size(kConsistencies) == std::size_t(Consistency::Eventual) + 1);

constexpr const char *kCapacityModes[] = {QT_TRANSLATE_NOOP("cosmos::ExportTr", "provisioned"),
    QT_TRANSLATE_NOOP("cosmos::ExportTr", "autoscale"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "serverless")};
static_assert(std::size(kCapacityModes) == std::size_t(CapacityMode::Serverless) + 1);

constexpr const char *kHeatStatuses[] = {QT_TRANSLATE_NOOP("cosmos::ExportTr", "✅ ok"),
    QT_TRANSLATE_NOOP("cosmos::ExportTr", "⚠️ warning"), QT_TRANSLATE_NOOP("cosmos::ExportTr", "🔥 hot")};
static_assert(std::size(kHeatStatuses) == std::size_t(HeatStatus::Hot) + 1);

template <typename E, size_t N> QString label(const char *const (&table)[N], E value)
{
    return ExportTr::tr(labelIn(table, value));
}

} // namespace

QString cardinality(RelationshipKind kind)
{
    return label(kCardinalities, kind);
}

QString operation(Operation op)
{
    return label(kOperations, op);
}

QString readOrWrite(Operation op)
{
    return isRead(op) ? ExportTr::tr("Read") : ExportTr::tr("Write");
}

// The analysis's own words for a route: the documents say it as the text report does.
QString route(const PatternAnalysis &routed)
{
    return routeTitle(routed).english();
}

QString route(const SubRequest &request)
{
    return routeTitle(request).english();
}

QString consistency(Consistency level)
{
    return label(kConsistencies, level);
}

QString capacityMode(CapacityMode mode)
{
    return label(kCapacityModes, mode);
}

QString status(HeatStatus heat)
{
    return label(kHeatStatuses, heat);
}

QString patternList(const QStringList &ids)
{
    if (ids.isEmpty())
        return ExportTr::tr("none");
    QStringList escaped;
    for (const QString &id : ids)
        escaped << md::text(id);
    return escaped.join(QStringLiteral(", "));
}

QString counted(double n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(formatNumber(n));
}

QStringList readPatterns(const Model &model, const QString &entityId)
{
    return ModelLookup::readPatterns(model, entityId);
}

QStringList writePatterns(const Model &model, const QString &entityId)
{
    return ModelLookup::writePatterns(model, entityId);
}

} // namespace cosmos::doc
