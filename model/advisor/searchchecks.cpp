// SPDX-License-Identifier: MIT
#include "searchchecks.h"

#include "advisortr.h"

#include "model/analysis/numberformat.h"

namespace cosmos {

namespace {

// The attribute a filter names: "entity.attribute" (by id or name) or an attribute of
// one of the pattern's entities.
const Attribute *filteredAttribute(const Model &model, const AccessPattern &pattern, const QString &written)
{
    for (const QString &id : pattern.entities) {
        const Entity *entity = model.entity(id);
        if (!entity)
            continue;
        const qsizetype dot = written.indexOf(QLatin1Char('.'));
        if (dot > 0 && (written.left(dot) == entity->id || written.left(dot) == entity->name))
            if (const Attribute *attribute = findAttribute(*entity, written.mid(dot + 1)))
                return attribute;
        if (const Attribute *attribute = findAttribute(*entity, written))
            return attribute;
    }
    return nullptr;
}

void add(std::vector<ChecklistItem> &out, const char *check, FindingSeverity severity, const QString &pattern,
    const Text &message, const Text &remedy)
{
    out.push_back({QLatin1String(check), severity, {SubjectKind::AccessPattern, pattern}, message, remedy});
}

void checkPattern(const Model &model, const AccessPattern &p, std::vector<ChecklistItem> &out)
{
    bool nearVector = false, searchesFullText = false;
    for (const Filter &filter : p.filters) {
        const Attribute *attribute = filteredAttribute(model, p, filter.attribute);
        const bool vector = attribute && attribute->type == AttributeType::Vector;
        if (filter.op == FilterOp::Near) {
            if (!searchesVectors(p.operation) || !vector)
                add(out, "search-near-misused", FindingSeverity::Error, p.id,
                    AdvisorTr::tr("%1 filters %2 by nearness, which only a vector or hybrid search on a vector "
                                  "attribute can do.")
                        .arg(p.id, filter.attribute),
                    AdvisorTr::tr("Make %1 a vector or hybrid search on a vector attribute, or compare %2 with "
                                  "equals or a range.")
                        .arg(p.id, filter.attribute));
            nearVector = nearVector || vector;
        }
        if (filter.op == FilterOp::Contains && searchesText(p.operation)) {
            if (attribute && !attribute->fullText)
                add(out, "search-text-not-indexed", FindingSeverity::Error, p.id,
                    AdvisorTr::tr("%1 searches the text of %2, which is not a full-text path.")
                        .arg(p.id, filter.attribute),
                    AdvisorTr::tr("Give %1 a full-text language, so the container indexes it for full-text "
                                  "search.")
                        .arg(filter.attribute));
            searchesFullText = searchesFullText || (attribute && attribute->fullText);
        }
        if (vector && filter.op == FilterOp::Near && attribute->vector
            && attribute->vector->index == VectorIndexType::None)
            add(out, "search-vector-unindexed", FindingSeverity::Warning, p.id,
                AdvisorTr::tr("%1 searches %2, which has no vector index: every search compares the query with "
                              "every stored vector, and its cost grows with them.")
                    .arg(p.id, filter.attribute),
                AdvisorTr::tr("Give %1 a quantizedFlat or diskANN index (a flat one up to 505 dimensions).")
                    .arg(filter.attribute));
    }
    if (searchesVectors(p.operation) && !nearVector)
        add(out, "search-without-vector", FindingSeverity::Error, p.id,
            AdvisorTr::tr("%1 is a vector search but names no vector to be near.").arg(p.id),
            AdvisorTr::tr("Add a filter with the operator near on a vector attribute of %1.").arg(p.id));
    if (searchesText(p.operation) && !searchesFullText)
        add(out, "search-without-text", FindingSeverity::Error, p.id,
            AdvisorTr::tr("%1 is a full-text search but names no full-text path to search.").arg(p.id),
            AdvisorTr::tr("Add a filter with the operator contains on a full-text attribute of %1.").arg(p.id));
}

// The least a vector takes in its document: its dimensions at the size of its data
// type (as JSON text it takes more).
double vectorKB(const VectorSpec &vector)
{
    const double bytes = vector.dataType == VectorDataType::Float32 ? 4
        : vector.dataType == VectorDataType::Float16                ? 2
                                                                    : 1;
    return vector.dimensions.value_or(0) * bytes / 1024;
}

void addVectorsKB(const std::vector<Attribute> &attributes, double &kb, QStringList &names)
{
    for (const Attribute &attribute : attributes) {
        if (attribute.type == AttributeType::Vector && attribute.vector) {
            kb += vectorKB(*attribute.vector);
            names << attribute.name;
        }
        addVectorsKB(attribute.attributes, kb, names);
    }
}

// A document cannot be smaller than the vectors it holds: sizes given before the
// embedding was added make every read and write look cheaper than it is.
void checkVectorSizes(const Entity &entity, std::vector<ChecklistItem> &out)
{
    double kb = 0;
    QStringList names;
    addVectorsKB(entity.attributes, kb, names);
    if (kb <= 0)
        return;
    const bool belowMax = entity.maxSizeKB && *entity.maxSizeKB < kb;
    const bool belowAvg = entity.avgSizeKB && *entity.avgSizeKB < kb;
    if (!belowMax && !belowAvg)
        return;
    out.push_back({QStringLiteral("vector-larger-than-document"),
        belowMax ? FindingSeverity::Error : FindingSeverity::Warning, {SubjectKind::Entity, entity.id},
        AdvisorTr::tr("%1 documents hold %2, at least %3 KB of vectors, but are given as %4 KB %5.")
            .arg(entity.name, names.join(QStringLiteral(", ")), formatNumber(kb),
                formatNumber(belowMax ? *entity.maxSizeKB : *entity.avgSizeKB),
                belowMax ? AdvisorTr::tr("at most") : AdvisorTr::tr("on average")),
        AdvisorTr::tr("Give %1 its average and maximum size with the vectors included.").arg(entity.name)});
}

} // namespace

void checkSearches(const Model &model, std::vector<ChecklistItem> &out)
{
    for (const Entity &entity : model.entities)
        checkVectorSizes(entity, out);
    for (const AccessPattern &p : model.accessPatterns)
        if (isSearch(p.operation)
            || std::any_of(p.filters.begin(), p.filters.end(), [](const Filter &f) { return f.op == FilterOp::Near; }))
            checkPattern(model, p, out);
}

} // namespace cosmos
