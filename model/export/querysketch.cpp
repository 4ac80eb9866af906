// SPDX-License-Identifier: MIT
#include "querysketch.h"
#include "model/document/modellookup.h"

#include "model/analysis/requestcost.h"
#include "model/analysis/documentshape.h"
#include "model/analysis/indexing.h"
#include "sampledocuments.h"

#include <QRegularExpression>

namespace cosmos {

namespace {

// "c.status", "c.address.city", c["order-id"].
QString sqlPath(const QString &alias, const QStringList &segments)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QString out = alias;
    for (const QString &segment : segments) {
        if (identifier.match(segment).hasMatch())
            out += QLatin1Char('.') + segment;
        else
            out += QStringLiteral("[\"%1\"]").arg(QString(segment).replace(QLatin1Char('"'), QStringLiteral("\\\"")));
    }
    return out;
}

QString parameter(const QString &dotted)
{
    QString name;
    bool upper = false;
    for (const QChar ch : dotted.section(QLatin1Char('.'), -1)) {
        if (!(ch.isLetterOrNumber() && ch.unicode() < 128)) {
            upper = true;
            continue;
        }
        name += upper ? ch.toUpper() : ch;
        upper = false;
    }
    return QLatin1Char('@') + (name.isEmpty() ? QStringLiteral("value") : name);
}

// The attribute path with any entity prefix ("order.orderedAt") resolved away.
QStringList propertyOf(
    const QString &written, const Model &model, const ContainerAnalysis &container, const AccessPattern &pattern)
{
    const qsizetype dot = written.indexOf(QLatin1Char('.'));
    for (const QString &id : pattern.entities) {
        const Entity *entity = ModelLookup::entity(model, id);
        if (!entity)
            continue;
        QString rest = written;
        if (dot > 0 && (written.left(dot) == entity->id || written.left(dot) == entity->name))
            rest = written.mid(dot + 1);
        if (findAttribute(*entity, rest))
            return documentPrefix(model, container, id) + attributePath(*entity, rest);
    }
    return written.split(QLatin1Char('.'));
}

// An equality filter on the other side's id of a duplicated-id many-to-many, on
// documents that keep those ids in an array: the array's name ("studentIds").
QString linkedIds(const QString &written, const AccessPattern &pattern, const SubRequest &request, const Model &model,
    const Analysis &analysis)
{
    if (request.documentTypes.size() != 1)
        return {};
    const QString holder = request.documentTypes.front();
    const Entity *holderEntity = ModelLookup::entity(model, holder);
    if (!holderEntity || findAttribute(*holderEntity, written))
        return {}; // its own property
    for (const QString &id : pattern.entities) {
        const Entity *entity = ModelLookup::entity(model, id);
        const qsizetype dot = written.indexOf(QLatin1Char('.'));
        const QString rest = entity && dot > 0 && (written.left(dot) == entity->id || written.left(dot) == entity->name)
            ? written.mid(dot + 1)
            : written;
        const Attribute *attribute = entity && id != holder ? findAttribute(*entity, rest) : nullptr;
        if (attribute && attribute->type == AttributeType::Id)
            return linkedIdsProperty(model, analysis.relationships, holder, id);
    }
    return {};
}

// An equality filter on the other side's id of a many-to-many kept in an edge
// container, on documents that do not hold it: they are found by the ids the links
// give. Empty when the filter is not such a one.
std::optional<QuerySlot> throughLinks(const QString &written, const AccessPattern &pattern,
    const SubRequest &request, const Model &model, const Analysis &analysis)
{
    if (request.documentTypes.size() != 1 || !request.edgeParent.isEmpty())
        return std::nullopt;
    const QString holder = request.documentTypes.front();
    const Entity *holderEntity = ModelLookup::entity(model, holder);
    if (!holderEntity || findAttribute(*holderEntity, written))
        return std::nullopt;
    for (size_t i = 0; i < analysis.relationships.size() && i < model.relationships.size(); ++i) {
        const Relationship &r = model.relationships[i];
        if (analysis.relationships[i].decision != Decision::EdgeContainer || r.from == r.to
            || (r.from != holder && r.to != holder))
            continue;
        const Entity *other = ModelLookup::entity(model, r.from == holder ? r.to : r.from);
        const Attribute *attribute = other ? findAttribute(*other, written) : nullptr;
        if (!attribute || attribute->type != AttributeType::Id || !pattern.entities.contains(other->id))
            continue;
        const ContainerAnalysis *edge = nullptr;
        for (const ContainerAnalysis &c : analysis.containers)
            if (c.edgeContainer && c.edgeRelationship == r.id)
                edge = &c;
        if (!edge)
            continue;
        const LinkFields fields = linkFields(model, r);
        QuerySlot slot;
        // A document's id is its own id's value (sampledocuments.h), and Cosmos DB
        // always indexes "id": no policy path is needed for it.
        slot.path = {QStringLiteral("id")};
        slot.edgeContainer = edge->name;
        slot.linkedField = r.from == holder ? fields.parent : fields.child;
        slot.filterField = r.from == holder ? fields.child : fields.parent;
        slot.parameter = parameter(slot.linkedField) + QLatin1Char('s');
        return slot;
    }
    return std::nullopt;
}

QString condition(const QStringList &path, FilterOp op, const QString &param)
{
    const qsizetype array = path.indexOf(QStringLiteral("[]"));
    if (array >= 0) {
        // A property of an embedded array's elements.
        return QStringLiteral("EXISTS(SELECT VALUE x FROM x IN %1 WHERE %2)")
            .arg(sqlPath(QStringLiteral("c"), path.mid(0, array)),
                condition(path.mid(array + 1).isEmpty() ? QStringList() : path.mid(array + 1), op, param)
                    .replace(QStringLiteral("c."), QStringLiteral("x.")));
    }
    const QString property = path.isEmpty() ? QStringLiteral("x") : sqlPath(QStringLiteral("c"), path);
    switch (op) {
    case FilterOp::Eq:
        return QStringLiteral("%1 = %2").arg(property, param);
    case FilterOp::Range:
        return QStringLiteral("%1 >= %2From AND %1 < %2To").arg(property, param);
    case FilterOp::Contains:
        return QStringLiteral("ARRAY_CONTAINS(%1, %2)").arg(property, param);
    case FilterOp::Near: // ranks rather than filters: see searchRanking
        break;
    }
    return {};
}

// Whether a filter of a search is what it ranks by rather than a condition: the
// vector it is near, or the text it searches.
bool ranksBy(Operation operation, const Filter &filter)
{
    return (filter.op == FilterOp::Near && searchesVectors(operation))
        || (filter.op == FilterOp::Contains && searchesText(operation));
}

// ORDER BY of a search (RULES.md section 14): the vector distance, the full-text
// score, or both fused by reciprocal rank.
QString searchRanking(Operation operation, const QStringList &distances, const QStringList &scores)
{
    if (operation == Operation::HybridSearch)
        return QStringLiteral("RANK RRF(%1)").arg((distances + scores).join(QStringLiteral(", ")));
    if (operation == Operation::FullTextSearch)
        return scores.size() == 1 ? QStringLiteral("RANK ") + scores.front()
                                  : QStringLiteral("RANK RRF(%1)").arg(scores.join(QStringLiteral(", ")));
    return distances.join(QStringLiteral(", "));
}

// The SDK's call for a write: CreateItem, ReplaceItem, PatchItem, UpsertItem or
// DeleteItem; a batch is sketched as the creates it holds.
QString writeCall(Operation operation)
{
    const bool creates = operation == Operation::Batch || isRead(operation);
    return pascalName(creates ? Operation::Create : operation) + QStringLiteral("Item");
}

} // namespace

SketchedQuery sketchQuery(
    const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container, const Model &model,
    const Analysis &analysis)
{
    SketchedQuery out;
    const bool search = isSearch(pattern.operation);
    QStringList distances, scores; // a search's ranking terms
    QStringList projection;
    for (const QString &attribute : pattern.attributesNeeded)
        projection << sqlPath(QStringLiteral("c"), propertyOf(attribute, model, container, pattern));
    // A search ranks its topK; a sorted "first N" read says its N (the cost counts on it).
    const std::optional<int> top = search ? std::optional<int>(pattern.topK.value_or(kDefaultTopK)) : topLimit(pattern);
    QString sql
        = QStringLiteral("SELECT %1%2 FROM c")
              .arg(top ? QStringLiteral("TOP %1 ").arg(*top) : QString(),
                  projection.isEmpty() || request.documentTypes.size() > 1 ? QStringLiteral("*")
                                                                            : projection.join(QStringLiteral(", ")));
    QStringList where;
    // Left out: what the documents of a request read apart lack (Router::readGroup).
    for (size_t f = 0; f < pattern.filters.size(); ++f) {
        if (request.skipsFilter(f))
            continue;
        const Filter &filter = pattern.filters[f];
        const QString name = parameter(filter.attribute);
        QStringList path = propertyOf(filter.attribute, model, container, pattern);
        if (search && ranksBy(pattern.operation, filter)) {
            const QString property = sqlPath(QStringLiteral("c"), path);
            if (filter.op == FilterOp::Near) {
                distances << QStringLiteral("VectorDistance(%1, %2)").arg(property, name);
            } else {
                scores << QStringLiteral("FullTextScore(%1, %2)").arg(property, name);
                // A full-text search returns only the documents that hold the terms;
                // a hybrid one ranks every document by both measures.
                if (pattern.operation == Operation::FullTextSearch)
                    where << QStringLiteral("FullTextContains(%1, %2)").arg(property, name);
            }
            out.filters.push_back({name, path, filter.op, {}, {}, {}});
            continue;
        }
        if (filter.op == FilterOp::Near)
            continue; // nearness outside a vector search: the checklist reports it; no condition to write
        FilterOp op = filter.op;
        if (const QString ids = filter.op == FilterOp::Eq
                ? linkedIds(filter.attribute, pattern, request, model, analysis)
                : QString();
            !ids.isEmpty()) {
            path = {ids};
            op = FilterOp::Contains;
        }
        if (op == FilterOp::Eq)
            if (const std::optional<QuerySlot> linked = throughLinks(filter.attribute, pattern, request, model, analysis)) {
                where << QStringLiteral("ARRAY_CONTAINS(%1, %2)")
                             .arg(linked->parameter, sqlPath(QStringLiteral("c"), linked->path));
                out.filters.push_back(*linked);
                continue;
            }
        where << condition(path, op, name);
        out.filters.push_back({name, path, op, {}, {}, {}});
    }
    if (filtersOnType(container, request)) {
        out.filtersOnType = true;
        QStringList types;
        for (const QString &type : request.documentTypes)
            types << QLatin1Char('\'') + QString(type).replace(QLatin1Char('\''), QStringLiteral("\\'"))
                    + QLatin1Char('\'');
        where << (types.size() == 1 ? QStringLiteral("c.type = %1").arg(types.front())
                                    : QStringLiteral("c.type IN (%1)").arg(types.join(QStringLiteral(", "))));
    }
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    QStringList order;
    if (search && !(distances.isEmpty() && scores.isEmpty())) {
        out.sql = sql + QStringLiteral(" ORDER BY ") + searchRanking(pattern.operation, distances, scores);
        return out; // the rank is the order: a search has no other
    }
    for (size_t k = 0; k < pattern.sort.size(); ++k) {
        if (request.skipsSort(k))
            continue;
        const SortKey &key = pattern.sort[k];
        const QStringList path = propertyOf(key.attribute, model, container, pattern);
        out.sortPaths.push_back(path);
        order << sqlPath(QStringLiteral("c"), path)
                + (key.order == SortOrder::Asc ? QStringLiteral(" ASC") : QStringLiteral(" DESC"));
    }
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", "));
    out.sql = sql;
    return out;
}

QString operationSketch(
    const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container, const Model &model,
    const Analysis &analysis)
{
    const QString key = request.keyPaths.join(QStringLiteral(", "));
    if (!request.edgeParent.isEmpty())
        return request.kind == RouteKind::Write ? QStringLiteral("CreateItem × 2 (one link per side)")
                                                : QStringLiteral("SELECT * FROM c WHERE c.partitionKey = @id");
    switch (request.kind) {
    case RouteKind::PointRead:
        return QStringLiteral("ReadItem(id, %1)").arg(key);
    case RouteKind::SinglePartitionQuery:
    case RouteKind::CrossPartitionQuery:
        return pattern.query.trimmed().isEmpty() ? sketchQuery(pattern, request, container, model, analysis).sql
                                                 : pattern.query.simplified();
    case RouteKind::Write:
        break;
    }
    QString call;
    switch (request.operation) {
    case Operation::Create:
    case Operation::Upsert: // the document sent carries its own id and key
        call = writeCall(request.operation);
        break;
    case Operation::Replace:
    case Operation::Delete:
        call = QStringLiteral("%1(id, %2)").arg(writeCall(request.operation), key);
        break;
    case Operation::Patch: {
        QStringList sets;
        for (const QString &attribute : pattern.attributesNeeded)
            sets << QStringLiteral("set /") + QString(attribute).replace(QLatin1Char('.'), QLatin1Char('/'));
        call = QStringLiteral("PatchItem(id, %1%2)")
                   .arg(key,
                       sets.isEmpty() ? QString()
                                      : QStringLiteral(", [") + sets.join(QStringLiteral(", ")) + QLatin1Char(']'));
        break;
    }
    case Operation::Batch:
    case Operation::PointRead:
    case Operation::Query:
    case Operation::VectorSearch:
    case Operation::FullTextSearch:
    case Operation::HybridSearch: {
        // Each operation of the batch as the router prices it: "CreateItem(Comment),
        // PatchItem(Post)" — a count kept on the parent is a patch, not a create.
        QStringList operations;
        for (const WritePart &part : request.writes) {
            const Entity *entity = ModelLookup::entity(model, part.entity);
            operations << QStringLiteral("%1(%2)").arg(writeCall(part.operation), entity ? entity->name : part.entity);
        }
        call = QStringLiteral("TransactionalBatch(%1)").arg(key)
            + (operations.isEmpty() ? QString() : QStringLiteral(": ") + operations.join(QStringLiteral(", ")));
        break;
    }
    }
    if (request.writes.size() > 1 && request.operation != Operation::Batch)
        return QStringLiteral("TransactionalBatch(%1): %2 × %3").arg(key, call, QString::number(request.documents));
    return call;
}

} // namespace cosmos
