// SPDX-License-Identifier: MIT
#include "operationplan.h"

#include "exporttr.h"
#include "querysketch.h"
#include "sampledocuments.h"


#include <algorithm>

namespace cosmos {

namespace {

using Call = PlannedRequest::Call;

// Every value at `path` in `doc`; "[]" steps into each element of an array.
void collect(const OrderedJson &node, const QStringList &path, qsizetype at, std::vector<const OrderedJson *> &out)
{
    if (at == path.size()) {
        out.push_back(&node);
        return;
    }
    if (path[at] == QLatin1String("[]")) {
        if (node.is_array())
            for (const OrderedJson &element : node)
                collect(element, path, at + 1, out);
        return;
    }
    if (!node.is_object())
        return;
    const auto it = node.find(path[at].toStdString());
    if (it != node.end())
        collect(*it, path, at + 1, out);
}

std::vector<const OrderedJson *> valuesAt(const OrderedJson &doc, const QStringList &path)
{
    std::vector<const OrderedJson *> out;
    collect(doc, path, 0, out);
    return out;
}

// The first value of a filter in a document, in the form its parameter takes:
// an element of the array ARRAY_CONTAINS looks in, the value itself otherwise.
std::optional<OrderedJson> bindable(const OrderedJson &doc, const QuerySlot &slot)
{
    for (const OrderedJson *value : valuesAt(doc, slot.path)) {
        if (slot.op == FilterOp::Contains) {
            if (value->is_array() && !value->empty())
                return value->front();
            continue;
        }
        if (value->is_primitive() && !value->is_null())
            return *value;
    }
    return std::nullopt;
}

// The smallest bound above `value` a range's "To" parameter can take here: the next
// number, or the same text with a character after every ASCII one.
OrderedJson above(const OrderedJson &value)
{
    if (value.is_number())
        return value.get<double>() + 1;
    if (value.is_string())
        return value.get<std::string>() + "~";
    return value;
}

bool less(const OrderedJson &a, const OrderedJson &b)
{
    if (a.is_number() && b.is_number())
        return a.get<double>() < b.get<double>();
    if (a.is_string() && b.is_string())
        return a.get<std::string>() < b.get<std::string>();
    return false;
}

bool equal(const OrderedJson &a, const OrderedJson &b)
{
    if (a.is_number() && b.is_number())
        return a.get<double>() == b.get<double>();
    return a == b;
}

struct Bound {
    const QuerySlot *slot = nullptr;
    OrderedJson value;
};

bool satisfies(const OrderedJson &doc, const Bound &bound)
{
    for (const OrderedJson *value : valuesAt(doc, bound.slot->path)) {
        switch (bound.slot->op) {
        case FilterOp::Eq:
            if (!bound.slot->edgeContainer.isEmpty()) { // one of the listed ids
                if (std::any_of(bound.value.begin(), bound.value.end(),
                        [&](const OrderedJson &id) { return equal(*value, id); }))
                    return true;
            } else if (equal(*value, bound.value)) {
                return true;
            }
            break;
        case FilterOp::Range:
            if (!less(*value, bound.value) && less(*value, above(bound.value)))
                return true;
            break;
        case FilterOp::Contains:
            if (value->is_array()
                && std::any_of(value->begin(), value->end(), [&](const OrderedJson &e) { return equal(e, bound.value); }))
                return true;
            break;
        case FilterOp::Near: // a search ranks every document by its distance
            return true;
        }
    }
    return false;
}

QString typeOf(const OrderedJson &doc)
{
    const auto it = doc.find("type");
    return it != doc.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

// Sample documents of the request's types first: a filter is bound from a document
// the request is meant to find.
std::vector<const OrderedJson *> candidates(const OrderedJson &samples, const QStringList &types)
{
    std::vector<const OrderedJson *> out;
    for (const OrderedJson &doc : samples)
        if (types.contains(typeOf(doc)))
            out.push_back(&doc);
    for (const OrderedJson &doc : samples)
        if (!types.contains(typeOf(doc)))
            out.push_back(&doc);
    return out;
}

OrderedJson keyValue(const OrderedJson &doc, const QStringList &keyPaths)
{
    OrderedJson values = OrderedJson::array();
    for (const QString &path : keyPaths) {
        const auto found = valuesAt(doc, path.mid(1).split(QLatin1Char('/')));
        values.push_back(found.empty() ? OrderedJson() : *found.front());
    }
    return keyPaths.size() == 1 ? values.front() : values;
}

Call callOf(Operation operation)
{
    switch (operation) {
    case Operation::Create:
        return Call::Create;
    case Operation::Replace:
        return Call::Replace;
    case Operation::Patch:
        return Call::Patch;
    case Operation::Upsert:
        return Call::Upsert;
    case Operation::Delete:
        return Call::Delete;
    case Operation::Batch:
    case Operation::PointRead:
    case Operation::Query:
    case Operation::VectorSearch:
    case Operation::FullTextSearch:
    case Operation::HybridSearch:
        break;
    }
    return Call::Batch;
}

const char *callName(Call call)
{
    static constexpr const char *names[]
        = {"readItem", "query", "create", "replace", "patch", "upsert", "delete", "batch"};
    return names[int(call)];
}

Call callOf(const SubRequest &request)
{
    switch (request.kind) {
    case RouteKind::PointRead:
        return Call::ReadItem;
    case RouteKind::SinglePartitionQuery:
    case RouteKind::CrossPartitionQuery:
        return Call::Query;
    case RouteKind::Write:
        break;
    }
    return callOf(request.operation);
}

class Planner {
public:
    Planner(const Model &model, const Analysis &analysis, const std::map<QString, OrderedJson> &documents)
        : m_model(model)
        , m_analysis(analysis)
        , m_samples(documents)
    { }

    std::vector<PlannedRequest> run()
    {
        std::vector<PlannedRequest> plan;
        for (size_t i = 0; i < m_model.accessPatterns.size() && i < m_analysis.accessPatterns.size(); ++i)
            for (const SubRequest &request : m_analysis.accessPatterns[i].requests)
                if (const ContainerAnalysis *container = m_analysis.container(request.container)) {
                    plan.push_back(plan1(m_model.accessPatterns[i], request, *container));
                    plan.back().patternIndex = i;
                }
        return plan;
    }

private:
    const OrderedJson &samplesOf(const ContainerAnalysis &container)
    {
        auto it = m_samples.find(container.name);
        if (it == m_samples.end())
            it = m_samples.emplace(container.name, sampleDocuments(m_model, m_analysis, container)).first;
        return it->second;
    }

    PlannedRequest plan1(const AccessPattern &pattern, const SubRequest &request, const ContainerAnalysis &container)
    {
        PlannedRequest out;
        out.pattern = pattern.id;
        out.container = container.name;
        out.call = callOf(request);
        out.text = operationSketch(pattern, request, container, m_model, m_analysis);
        out.documentTypes = request.documentTypes;
        for (const WritePart &write : request.writes)
            if (!out.documentTypes.contains(write.entity))
                out.documentTypes << write.entity;
        if (!request.edgeParent.isEmpty()) // link documents, typed by their relationship
            out.documentTypes = {container.edgeRelationship};
        const OrderedJson &samples = samplesOf(container);
        if (out.call == Call::Query)
            bindQuery(out, pattern, request, container, samples);
        else if (out.call == Call::Batch)
            bindBatch(out, request, samples);
        else
            bindPoint(out, pattern, request, samples);
        return out;
    }

    void bindQuery(PlannedRequest &out, const AccessPattern &pattern, const SubRequest &request,
        const ContainerAnalysis &container, const OrderedJson &samples)
    {
        out.parameters = OrderedJson::array();
        if (!request.edgeParent.isEmpty()) {
            bindEdge(out, samples);
            return;
        }
        if (!pattern.query.trimmed().isEmpty()) {
            out.sql = pattern.query.simplified();
            out.ownQuery = true;
            return;
        }
        const SketchedQuery query = sketchQuery(pattern, request, container, m_model, m_analysis);
        out.sql = query.sql;
        if (isSearch(pattern.operation)) {
            out.unbound = QStringLiteral("a search ranks by VectorDistance or FullTextScore, which only Azure Cosmos DB "
                                         "and its emulator evaluate");
            return;
        }
        out.sortPaths = query.sortPaths;
        for (const QuerySlot &slot : query.filters)
            out.filterPaths.push_back(
                slot.op == FilterOp::Contains ? slot.path + QStringList {QStringLiteral("[]")} : slot.path);
        if (query.filtersOnType)
            out.filterPaths.push_back({QStringLiteral("type")});
        std::vector<Bound> linked, bounds;
        for (const QuerySlot &slot : query.filters)
            if (!slot.edgeContainer.isEmpty())
                if (const auto ids = linkedIds(slot))
                    linked.push_back({&slot, *ids});
        const size_t own = size_t(std::count_if(query.filters.begin(), query.filters.end(),
            [](const QuerySlot &slot) { return slot.edgeContainer.isEmpty(); }));
        for (const OrderedJson *doc : candidates(samples, request.documentTypes)) {
            bounds.clear();
            for (const QuerySlot &slot : query.filters)
                if (slot.edgeContainer.isEmpty())
                    if (const auto value = bindable(*doc, slot))
                        bounds.push_back({&slot, *value});
            if (bounds.size() == own)
                break;
        }
        bounds.insert(bounds.end(), linked.begin(), linked.end());
        if (bounds.size() != query.filters.size()) {
            QStringList missing;
            for (const QuerySlot &slot : query.filters)
                if (std::none_of(bounds.begin(), bounds.end(), [&](const Bound &b) { return b.slot == &slot; }))
                    missing << slot.path.join(QLatin1Char('.'));
            out.unbound = QStringLiteral("no sample document has %1").arg(missing.join(QStringLiteral(", ")));
            return;
        }
        for (const Bound &bound : bounds) {
            const std::string name = bound.slot->parameter.toStdString();
            if (bound.slot->op == FilterOp::Range) {
                out.parameters.push_back({{"name", name + "From"}, {"value", bound.value}});
                out.parameters.push_back({{"name", name + "To"}, {"value", above(bound.value)}});
            } else {
                out.parameters.push_back({{"name", name}, {"value", bound.value}});
            }
        }
        for (const OrderedJson &doc : samples) {
            if (query.filtersOnType && !request.documentTypes.contains(typeOf(doc)))
                continue;
            if (std::all_of(bounds.begin(), bounds.end(), [&](const Bound &b) { return satisfies(doc, b); }))
                ++out.returns[typeOf(doc)];
        }
    }

    // The ids the links under one value of the filtered side give: what a query on
    // the other side through an edge container is run with.
    std::optional<OrderedJson> linkedIds(const QuerySlot &slot)
    {
        const ContainerAnalysis *edge = m_analysis.container(slot.edgeContainer);
        if (!edge)
            return std::nullopt;
        const OrderedJson &links = samplesOf(*edge);
        const std::string filtered = slot.filterField.toStdString(), linked = slot.linkedField.toStdString();
        for (const OrderedJson &first : links) {
            if (!first.contains(filtered) || !first.contains(linked) || first["partitionKey"] != first[filtered])
                continue;
            OrderedJson ids = OrderedJson::array();
            for (const OrderedJson &link : links)
                if (link["partitionKey"] == first[filtered] && link.contains(linked))
                    ids.push_back(link[linked]);
            return ids;
        }
        return std::nullopt;
    }

    // Link documents: each is stored under one side's id in "partitionKey".
    static void bindEdge(PlannedRequest &out, const OrderedJson &samples)
    {
        out.sql = QStringLiteral("SELECT * FROM c WHERE c.partitionKey = @id");
        for (const OrderedJson &doc : samples)
            if (doc.contains("partitionKey")) {
                out.parameters.push_back({{"name", "@id"}, {"value", doc["partitionKey"]}});
                for (const OrderedJson &other : samples)
                    if (other.contains("partitionKey") && other["partitionKey"] == doc["partitionKey"])
                        ++out.returns[typeOf(other)];
                return;
            }
        out.unbound = QStringLiteral("no sample link document");
    }

    static const OrderedJson *firstOfType(const OrderedJson &samples, const QString &type)
    {
        for (const OrderedJson &doc : samples)
            if (typeOf(doc) == type)
                return &doc;
        return nullptr;
    }

    void bindPoint(
        PlannedRequest &out, const AccessPattern &pattern, const SubRequest &request, const OrderedJson &samples)
    {
        const QString type = out.documentTypes.value(0);
        const OrderedJson *doc = firstOfType(samples, type);
        if (!doc) {
            out.unbound = QStringLiteral("no sample %1 document").arg(type);
            return;
        }
        out.id = (*doc)["id"];
        out.partitionKey = keyValue(*doc, request.keyPaths);
        if (out.call == Call::ReadItem)
            out.returns[type] = 1;
        if (out.call == Call::Create || out.call == Call::Upsert || out.call == Call::Replace)
            out.document = *doc;
        if (out.call == Call::Patch)
            bindPatch(out, pattern, *doc);
    }

    // "set" each attribute the pattern changes to the value the document holds.
    static void bindPatch(PlannedRequest &out, const AccessPattern &pattern, const OrderedJson &doc)
    {
        out.patch = OrderedJson::array();
        for (const QString &attribute : pattern.attributesNeeded) {
            const QStringList path = attribute.split(QLatin1Char('.'));
            const auto values = valuesAt(doc, path);
            if (values.empty()) {
                out.unbound = QStringLiteral("the sample document has no %1 to patch").arg(attribute);
                return;
            }
            out.patch.push_back({{"op", "set"}, {"path", "/" + path.join(QLatin1Char('/')).toStdString()},
                {"value", *values.front()}});
        }
    }

    void bindBatch(PlannedRequest &out, const SubRequest &request, const OrderedJson &samples)
    {
        out.batchDocuments = OrderedJson::array();
        out.batchOperations = OrderedJson::array();
        for (const WritePart &write : request.writes) {
            const OrderedJson *doc = firstOfType(samples, write.entity);
            if (!doc) {
                out.unbound = QStringLiteral("no sample %1 document").arg(write.entity);
                return;
            }
            out.batchDocuments.push_back(*doc);
            out.batchOperations.push_back(callName(callOf(write.operation)));
        }
        if (!out.batchDocuments.empty())
            out.partitionKey = keyValue(out.batchDocuments.front(), request.keyPaths);
    }

    const Model &m_model;
    const Analysis &m_analysis;
    std::map<QString, OrderedJson> m_samples;
};

OrderedJson paths(const std::vector<QStringList> &list)
{
    OrderedJson out = OrderedJson::array();
    for (const QStringList &path : list) {
        OrderedJson segments = OrderedJson::array();
        for (const QString &segment : path)
            segments.push_back(segment.toStdString());
        out.push_back(segments);
    }
    return out;
}

} // namespace

std::vector<PlannedRequest> planRequests(
    const Model &model, const Analysis &analysis, const std::map<QString, OrderedJson> &documents)
{
    return Planner(model, analysis, documents).run();
}

OrderedJson plannedRequestsJson(const std::vector<PlannedRequest> &plan)
{
    OrderedJson requests = OrderedJson::array();
    for (const PlannedRequest &r : plan) {
        OrderedJson json;
        json["pattern"] = r.pattern.toStdString();
        json["container"] = r.container.toStdString();
        json["call"] = callName(r.call);
        json["text"] = r.text.toStdString();
        if (r.call == Call::Query) {
            json["sql"] = r.sql.toStdString();
            json["ownQuery"] = r.ownQuery;
            json["parameters"] = r.parameters;
            json["filterPaths"] = paths(r.filterPaths);
            json["sortPaths"] = paths(r.sortPaths);
        } else {
            json["id"] = r.id;
            json["partitionKey"] = r.partitionKey;
        }
        if (!r.document.is_null())
            json["document"] = r.document;
        if (r.call == Call::Patch)
            json["patch"] = r.patch;
        if (r.call == Call::Batch) {
            json["batchDocuments"] = r.batchDocuments;
            json["batchOperations"] = r.batchOperations;
        }
        OrderedJson types = OrderedJson::array();
        for (const QString &type : r.documentTypes)
            types.push_back(type.toStdString());
        json["documentTypes"] = types;
        OrderedJson returns = OrderedJson::object();
        for (const auto &[type, count] : r.returns)
            returns[type.toStdString()] = count;
        json["returns"] = returns;
        json["unbound"] = r.unbound.toStdString();
        requests.push_back(json);
    }
    return {{"requests", requests}};
}

QString describeReturns(const PlannedRequest &request)
{
    QStringList parts;
    for (const auto &[type, count] : request.returns)
        parts << QStringLiteral("%1 × %2").arg(count).arg(type);
    return parts.isEmpty() ? ExportTr::tr("nothing") : parts.join(QStringLiteral(", "));
}

} // namespace cosmos
