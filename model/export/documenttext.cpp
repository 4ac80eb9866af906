// SPDX-License-Identifier: MIT
#include "documenttext.h"

#include "exporttr.h"
#include "model/document/modellookup.h"
#include "markdown.h"

#include "model/analysis/numberformat.h"

namespace cosmos::doc {

QString entity(const Model &model, const QString &id)
{
    const Entity *e = ModelLookup::entity(model, id);
    return md::text(e ? e->name : id);
}

QString entities(const Model &model, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << entity(model, id);
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

QString cardinality(RelationshipKind kind)
{
    switch (kind) {
    case RelationshipKind::OneToOne:
        return ExportTr::tr("1:1");
    case RelationshipKind::OneToFew:
        return ExportTr::tr("1:Few");
    case RelationshipKind::OneToMany:
        return ExportTr::tr("1:Many");
    case RelationshipKind::ManyToMany:
        return ExportTr::tr("Many:Many");
    }
    return {};
}

QString operation(Operation op)
{
    switch (op) {
    case Operation::PointRead:
        return ExportTr::tr("point read");
    case Operation::Query:
        return ExportTr::tr("query");
    case Operation::Create:
        return ExportTr::tr("create");
    case Operation::Replace:
        return ExportTr::tr("replace");
    case Operation::Patch:
        return ExportTr::tr("patch");
    case Operation::Upsert:
        return ExportTr::tr("upsert");
    case Operation::Delete:
        return ExportTr::tr("delete");
    case Operation::Batch:
        return ExportTr::tr("transactional batch");
    }
    return {};
}

QString readOrWrite(Operation op)
{
    return isRead(op) ? ExportTr::tr("Read") : ExportTr::tr("Write");
}

QString route(RouteKind kind)
{
    switch (kind) {
    case RouteKind::PointRead:
        return ExportTr::tr("point read");
    case RouteKind::SinglePartitionQuery:
        return ExportTr::tr("single-partition query");
    case RouteKind::CrossPartitionQuery:
        return ExportTr::tr("cross-partition query");
    case RouteKind::Write:
        return ExportTr::tr("write");
    }
    return {};
}

QString consistency(Consistency level)
{
    switch (level) {
    case Consistency::Strong:
        return ExportTr::tr("strong");
    case Consistency::BoundedStaleness:
        return ExportTr::tr("bounded staleness");
    case Consistency::Session:
        return ExportTr::tr("session");
    case Consistency::ConsistentPrefix:
        return ExportTr::tr("consistent prefix");
    case Consistency::Eventual:
        return ExportTr::tr("eventual");
    }
    return {};
}

QString capacityMode(CapacityMode mode)
{
    switch (mode) {
    case CapacityMode::Provisioned:
        return ExportTr::tr("provisioned");
    case CapacityMode::Autoscale:
        return ExportTr::tr("autoscale");
    case CapacityMode::Serverless:
        return ExportTr::tr("serverless");
    }
    return {};
}

QString status(HeatStatus heat)
{
    switch (heat) {
    case HeatStatus::Ok:
        return ExportTr::tr("✅ ok");
    case HeatStatus::Warn:
        return ExportTr::tr("⚠️ warning");
    case HeatStatus::Hot:
        return ExportTr::tr("🔥 hot");
    }
    return {};
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

double averageRps(const Model &model, const QStringList &patternIds)
{
    double sum = 0;
    for (const QString &id : patternIds)
        if (const AccessPattern *p = ModelLookup::accessPattern(model, id))
            sum += p->rpsAvg.value_or(0);
    return sum;
}

} // namespace cosmos::doc
