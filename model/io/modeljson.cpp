// SPDX-License-Identifier: MIT
#include "modeljson.h"

#include "objectreader.h"
#include "model/document/assumptions.h"

#include <QHash>

namespace cosmos {

namespace {

constexpr NumberRange kSizeKB {0, 1048576, false, nullptr};
constexpr NumberRange kCount {0, 1e15, true, nullptr};
constexpr NumberRange kCardinality {1, 1e15, true, nullptr};
constexpr NumberRange kShare {0, 1, false, "a share"};
constexpr NumberRange kChildren {0, 1e12, false, nullptr};
constexpr NumberRange kRps {0, 1e9, false, nullptr};
constexpr NumberRange kResults {0, 1e9, true, nullptr};
constexpr NumberRange kLatency {0, 1e7, false, nullptr};
constexpr NumberRange kCoordinate {-1e7, 1e7, false, nullptr};
constexpr NumberRange kCurveKB {0.001, 1048576, false, nullptr};
constexpr NumberRange kCurveRu {0.001, 1000000, false, nullptr};
constexpr NumberRange kTtl {-1, 2147483647, true, "-1 or a number of seconds"};

Json string(const QString &text)
{
    return text.toStdString();
}

Json optionalNumber(const std::optional<double> &value)
{
    return value ? Json(*value) : Json(nullptr);
}

Json countOrUnbounded(const std::optional<double> &value)
{
    if (value && isUnbounded(*value))
        return "unbounded";
    return optionalNumber(value);
}

Json stringArray(const QStringList &list)
{
    Json array = Json::array();
    for (const QString &item : list)
        array.push_back(item.toStdString());
    return array;
}

template <typename T> Json withExtras(Json object, const T &value)
{
    for (auto it = value.extra.begin(); it != value.extra.end(); ++it)
        if (!object.contains(it.key()))
            object[it.key()] = it.value();
    return object;
}

template <typename T, typename ReadOne>
std::vector<T> readArray(ObjectReader &reader, const char *key, ReadOne readOne, Diagnostics &diagnostics)
{
    std::vector<T> items;
    const Json *array = reader.member(key);
    if (!array || array->is_null())
        return items;
    if (!array->is_array()) {
        reader.error(key, QStringLiteral("expected an array, got %1").arg(ObjectReader::describe(*array)));
        return items;
    }
    items.reserve(array->size());
    for (size_t i = 0; i < array->size(); ++i)
        items.push_back(readOne((*array)[i], appendPointer(reader.pointerTo(key), i), diagnostics));
    return items;
}

} // namespace

// ---- writing ---------------------------------------------------------------------

Json toJson(const Application &a)
{
    Json json {{"name", string(a.name)}, {"domain", string(a.domain)}, {"businessContext", string(a.businessContext)},
        {"scaleNotes", string(a.scaleNotes)}, {"regions", stringArray(a.regions)},
        {"multiRegionWrites", a.multiRegionWrites}, {"capacityMode", std::string(toName(a.capacityMode))},
        {"consistency", std::string(toName(a.consistency))}};
    // Written only when switched on, so files without offers stay as they were.
    if (a.offers != Offers {})
        json["offers"] = {{"freeTier", a.offers.freeTier}, {"reservedCapacityYears", a.offers.reservedCapacityYears}};
    return withExtras(json, a);
}

Json toJson(const Attribute &a)
{
    Json json {{"name", string(a.name)}, {"type", std::string(toName(a.type))}, {"required", a.required},
        {"unique", a.unique}};
    if (!a.uniqueGroup.isEmpty())
        json["uniqueGroup"] = string(a.uniqueGroup);
    if (a.distinctValues)
        json["distinctValues"] = *a.distinctValues;
    if (a.hottestValueShare)
        json["hottestValueShare"] = *a.hottestValueShare;
    if (!a.copyOf.isEmpty())
        json["copyOf"] = string(a.copyOf);
    if (!a.attributes.empty()) {
        Json children = Json::array();
        for (const Attribute &child : a.attributes)
            children.push_back(toJson(child));
        json["attributes"] = children;
    }
    return withExtras(json, a);
}

Json toJson(const Entity &e)
{
    Json attributes = Json::array();
    for (const Attribute &attribute : e.attributes)
        attributes.push_back(toJson(attribute));
    return withExtras(Json {{"id", string(e.id)}, {"name", string(e.name)}, {"avgSizeKB", optionalNumber(e.avgSizeKB)},
                          {"maxSizeKB", optionalNumber(e.maxSizeKB)},
                          {"documentCount", optionalNumber(e.documentCount)}, {"growth", std::string(toName(e.growth))},
                          {"ttlSeconds", optionalNumber(e.ttlSeconds)}, {"attributes", attributes}},
        e);
}

Json toJson(const Relationship &r)
{
    Json json {{"id", string(r.id)}, {"from", string(r.from)}, {"to", string(r.to)},
        {"kind", std::string(toName(r.kind))}, {"avgChildren", optionalNumber(r.avgChildren)},
        {"maxChildren", countOrUnbounded(r.maxChildren)}, {"identifying", r.identifying},
        {"childUpdatedIndependently", r.childUpdatedIndependently}};
    if (r.avgParents)
        json["avgParents"] = *r.avgParents;
    if (r.maxParents)
        json["maxParents"] = countOrUnbounded(r.maxParents);
    return withExtras(json, r);
}

Json toJson(const AccessPattern &p)
{
    Json filters = Json::array();
    for (const Filter &f : p.filters)
        filters.push_back(withExtras(Json {{"attribute", string(f.attribute)}, {"op", std::string(toName(f.op))}}, f));
    Json sort = Json::array();
    for (const SortKey &s : p.sort)
        sort.push_back(
            withExtras(Json {{"attribute", string(s.attribute)}, {"order", std::string(toName(s.order))}}, s));
    return withExtras(
        Json {{"id", string(p.id)}, {"description", string(p.description)},
            {"operation", std::string(toName(p.operation))}, {"entities", stringArray(p.entities)},
            {"rpsAvg", optionalNumber(p.rpsAvg)}, {"rpsPeak", optionalNumber(p.rpsPeak)}, {"filters", filters},
            {"sort", sort}, {"attributesNeeded", stringArray(p.attributesNeeded)},
            {"resultCount", optionalNumber(p.resultCount)}, {"latencySloMs", optionalNumber(p.latencySloMs)},
            {"consistency", p.consistency ? Json(std::string(toName(*p.consistency))) : Json(nullptr)},
            {"query", string(p.query)}, {"status", std::string(toName(p.status))}},
        p);
}

Json toJson(const Overrides &o)
{
    Json containers = Json::object();
    for (const auto &[entity, container] : o.containers)
        containers[entity.toStdString()] = string(container);
    Json keys = Json::object();
    for (const auto &[container, paths] : o.partitionKeys)
        keys[container.toStdString()] = stringArray(paths);
    return withExtras(Json {{"containers", containers}, {"partitionKeys", keys}}, o);
}

Json toJson(const LayoutPoint &p)
{
    return withExtras(Json {{"x", p.x}, {"y", p.y}}, p);
}

Json designToJson(const Model &m)
{
    Json entities = Json::array();
    for (const Entity &e : m.entities)
        entities.push_back(toJson(e));
    Json relationships = Json::array();
    for (const Relationship &r : m.relationships)
        relationships.push_back(toJson(r));
    Json patterns = Json::array();
    for (const AccessPattern &p : m.accessPatterns)
        patterns.push_back(toJson(p));
    Json assumptions = Json::object();
    for (const auto &[name, value] : m.assumptions)
        assumptions[name.toStdString()] = value;
    if (!m.sizeCurve.empty()) {
        Json curve = Json::array();
        for (const SizeCurvePoint &point : m.sizeCurve)
            curve.push_back({{"kb", point.kb}, {"readRu", point.readRu}, {"writeRu", point.writeRu}});
        assumptions["sizeCurve"] = curve;
    }
    Json layout = Json::object();
    for (const auto &[entity, point] : m.layout)
        layout[entity.toStdString()] = toJson(point);
    Json design {{"application", toJson(m.application)}, {"entities", entities}, {"relationships", relationships},
        {"accessPatterns", patterns}, {"overrides", toJson(m.overrides)}, {"assumptions", assumptions},
        {"layout", layout}};
    return withExtras(design, m);
}

Json toJson(const DesignAlternative &a)
{
    return withExtras(Json {{"id", string(a.id)}, {"name", string(a.name)}, {"note", string(a.note)},
                          {"design", designToJson(a.design)}},
        a);
}

Json toJson(const Model &m)
{
    Json root = designToJson(m);
    root["format"] = "cosmos-modeler/model";
    root["version"] = Model::kFormatVersion;
    // Written only when used, so a model without alternatives reads as it always did.
    if (!m.designName.isEmpty())
        root["designName"] = string(m.designName);
    if (!m.designNote.isEmpty())
        root["designNote"] = string(m.designNote);
    if (!m.alternatives.empty()) {
        Json alternatives = Json::array();
        for (const DesignAlternative &alternative : m.alternatives)
            alternatives.push_back(toJson(alternative));
        root["alternatives"] = alternatives;
    }
    return root;
}

// ---- reading ---------------------------------------------------------------------

Application readApplication(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Application a;
    a.name = r.string("name");
    a.domain = r.string("domain");
    a.businessContext = r.string("businessContext");
    a.scaleNotes = r.string("scaleNotes");
    a.regions = r.stringList("regions");
    a.multiRegionWrites = r.boolean("multiRegionWrites");
    a.capacityMode = r.enumeration("capacityMode", CapacityMode::Autoscale);
    a.consistency = r.enumeration("consistency", Consistency::Session);
    if (const Json *offers = r.member("offers"); offers && !offers->is_null()) {
        ObjectReader o(*offers, r.pointerTo("offers"), diagnostics);
        a.offers.freeTier = o.boolean("freeTier");
        const double years = o.number("reservedCapacityYears", {0, 3, true, "0, 1 or 3"}).value_or(0);
        if (years == 2)
            diagnostics.push_back({appendPointer(r.pointerTo("offers"), QStringLiteral("reservedCapacityYears")),
                QStringLiteral("expected 0, 1 or 3, got 2")});
        a.offers.reservedCapacityYears = years == 2 ? 0 : int(years);
            }
    a.extra = r.extras();
    return a;
}

Attribute readAttribute(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Attribute a;
    a.name = r.string("name", ObjectReader::Required, true);
    a.type = r.enumeration("type", AttributeType::String, ObjectReader::Required);
    a.required = r.boolean("required");
    a.unique = r.boolean("unique");
    a.uniqueGroup = r.string("uniqueGroup");
    a.distinctValues = r.number("distinctValues", kCardinality);
    a.hottestValueShare = r.number("hottestValueShare", kShare);
    a.copyOf = r.string("copyOf");
    a.attributes = readArray<Attribute>(r, "attributes", readAttribute, diagnostics);
    a.extra = r.extras();
    return a;
}

Entity readEntity(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Entity e;
    e.id = r.string("id", ObjectReader::Required, true);
    e.name = r.string("name", ObjectReader::Required, true);
    e.avgSizeKB = r.number("avgSizeKB", kSizeKB);
    e.maxSizeKB = r.number("maxSizeKB", kSizeKB);
    e.documentCount = r.number("documentCount", kCount);
    e.growth = r.enumeration("growth", Growth::Bounded);
    e.ttlSeconds = r.number("ttlSeconds", kTtl);
    if (e.ttlSeconds && *e.ttlSeconds == 0) {
        r.error("ttlSeconds", QStringLiteral("expected -1 or a number of seconds from 1, got 0"));
        e.ttlSeconds.reset();
    }
    e.attributes = readArray<Attribute>(r, "attributes", readAttribute, diagnostics);
    e.extra = r.extras();
    return e;
}

Relationship readRelationship(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Relationship rel;
    rel.id = r.string("id", ObjectReader::Required, true);
    rel.from = r.string("from", ObjectReader::Required, true);
    rel.to = r.string("to", ObjectReader::Required, true);
    rel.kind = r.enumeration("kind", RelationshipKind::OneToMany, ObjectReader::Required);
    rel.avgChildren = r.number("avgChildren", kChildren);
    rel.maxChildren = r.countOrUnbounded("maxChildren", kChildren);
    rel.avgParents = r.number("avgParents", kChildren);
    rel.maxParents = r.countOrUnbounded("maxParents", kChildren);
    rel.identifying = r.boolean("identifying");
    rel.childUpdatedIndependently = r.boolean("childUpdatedIndependently");
    rel.extra = r.extras();
    return rel;
}

AccessPattern readAccessPattern(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    AccessPattern p;
    p.id = r.string("id", ObjectReader::Required, true);
    p.description = r.string("description");
    p.operation = r.enumeration("operation", Operation::Query, ObjectReader::Required);
    p.entities = r.stringList("entities");
    p.rpsAvg = r.number("rpsAvg", kRps);
    p.rpsPeak = r.number("rpsPeak", kRps);
    p.filters = readArray<Filter>(
        r, "filters",
        [](const Json &item, const QString &itemPointer, Diagnostics &d) {
            ObjectReader fr(item, itemPointer, d);
            Filter f;
            f.attribute = fr.string("attribute", ObjectReader::Required, true);
            f.op = fr.enumeration("op", FilterOp::Eq);
            f.extra = fr.extras();
            return f;
        },
        diagnostics);
    p.sort = readArray<SortKey>(
        r, "sort",
        [](const Json &item, const QString &itemPointer, Diagnostics &d) {
            ObjectReader sr(item, itemPointer, d);
            SortKey s;
            s.attribute = sr.string("attribute", ObjectReader::Required, true);
            s.order = sr.enumeration("order", SortOrder::Asc);
            s.extra = sr.extras();
            return s;
        },
        diagnostics);
    p.attributesNeeded = r.stringList("attributesNeeded");
    p.resultCount = r.number("resultCount", kResults);
    p.latencySloMs = r.number("latencySloMs", kLatency);
    p.consistency = r.enumOptional<Consistency>("consistency");
    p.query = r.string("query");
    p.status = r.enumeration("status", PatternStatus::Draft);
    p.extra = r.extras();
    return p;
}

Overrides readOverrides(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Overrides o;
    if (const Json *containers = r.member("containers"); containers && !containers->is_null()) {
        if (!containers->is_object()) {
            r.error("containers",
                QStringLiteral("expected an object mapping entity ids to container names, got %1")
                    .arg(ObjectReader::describe(*containers)));
        } else {
            for (auto it = containers->begin(); it != containers->end(); ++it) {
                const QString itemPointer = appendPointer(r.pointerTo("containers"), QString::fromStdString(it.key()));
                if (!it->is_string() || it->get_ref<const std::string &>().empty())
                    diagnostics.push_back({itemPointer,
                        QStringLiteral("expected a container name, got %1").arg(ObjectReader::describe(*it))});
                else
                    o.containers[QString::fromStdString(it.key())] = QString::fromStdString(it->get<std::string>());
            }
        }
    }
    if (const Json *keys = r.member("partitionKeys"); keys && !keys->is_null()) {
        if (!keys->is_object()) {
            r.error("partitionKeys",
                QStringLiteral("expected an object mapping container names to key paths, got %1")
                    .arg(ObjectReader::describe(*keys)));
        } else {
            for (auto it = keys->begin(); it != keys->end(); ++it) {
                const QString itemPointer
                    = appendPointer(r.pointerTo("partitionKeys"), QString::fromStdString(it.key()));
                QStringList paths;
                bool valid = it->is_array() && !it->empty() && it->size() <= 3;
                if (valid)
                    for (const Json &path : *it) {
                        valid = valid && path.is_string() && path.get_ref<const std::string &>().size() > 1
                            && path.get_ref<const std::string &>()[0] == '/';
                        if (valid)
                            paths.append(QString::fromStdString(path.get<std::string>()));
                    }
                if (!valid)
                    diagnostics.push_back({itemPointer,
                        QStringLiteral("expected 1 to 3 key paths such as [\"/userId\"], got %1")
                            .arg(QString::fromStdString(it->dump()).left(60))});
                else
                    o.partitionKeys[QString::fromStdString(it.key())] = paths;
            }
        }
    }
    o.extra = r.extras();
    return o;
}

LayoutPoint readLayoutPoint(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    LayoutPoint p;
    p.x = r.number("x", kCoordinate, ObjectReader::Required).value_or(0);
    p.y = r.number("y", kCoordinate, ObjectReader::Required).value_or(0);
    p.extra = r.extras();
    return p;
}

std::map<QString, double> readAssumptions(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    std::map<QString, double> values;
    if (json.is_null())
        return values;
    if (!json.is_object()) {
        diagnostics.push_back(
            {pointer, QStringLiteral("expected an object of named numbers, got %1").arg(ObjectReader::describe(json))});
        return values;
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString name = QString::fromStdString(it.key());
        if (name == QLatin1String(kSizeCurveName))
            continue; // a table, read by readSizeCurve()
        const QString itemPointer = appendPointer(pointer, name);
        const AssumptionInfo *info = findAssumption(name);
        const double minimum = info ? info->minimum : -1e15;
        const double maximum = info ? info->maximum : 1e15;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < minimum
            || it->get<double>() > maximum) {
            diagnostics.push_back({itemPointer,
                QStringLiteral("expected a number from %1 to %2, got %3")
                    .arg(QString::number(minimum), QString::number(maximum, 'g', 12), ObjectReader::describe(*it))});
            continue;
        }
        values[name] = it->get<double>();
    }
    return values;
}

std::vector<SizeCurvePoint> readSizeCurve(const Json &assumptions, const QString &pointer, Diagnostics &diagnostics)
{
    std::vector<SizeCurvePoint> curve;
    if (!assumptions.is_object() || !assumptions.contains(kSizeCurveName))
        return curve;
    const Json &json = assumptions[kSizeCurveName];
    const QString curvePointer = appendPointer(pointer, QLatin1String(kSizeCurveName));
    if (!json.is_array()) {
        diagnostics.push_back({curvePointer,
            QStringLiteral("expected an array of {\"kb\", \"readRu\", \"writeRu\"} rows, got %1")
                .arg(ObjectReader::describe(json))});
        return curve;
    }
    const size_t before = diagnostics.size();
    for (size_t i = 0; i < json.size(); ++i) {
        ObjectReader r(json[i], appendPointer(curvePointer, QString::number(i)), diagnostics);
        SizeCurvePoint point;
        point.kb = r.number("kb", kCurveKB, ObjectReader::Required).value_or(0);
        point.readRu = r.number("readRu", kCurveRu, ObjectReader::Required).value_or(0);
        point.writeRu = r.number("writeRu", kCurveRu, ObjectReader::Required).value_or(0);
        curve.push_back(point);
    }
    if (diagnostics.size() != before)
        return {};
    for (size_t i = 1; i < curve.size(); ++i) {
        const QString row = appendPointer(curvePointer, QString::number(i));
        if (curve[i].kb <= curve[i - 1].kb) {
            diagnostics.push_back({appendPointer(row, QStringLiteral("kb")),
                QStringLiteral("sizes must increase from row to row: %1 KB follows %2 KB")
                    .arg(QString::number(curve[i].kb), QString::number(curve[i - 1].kb))});
            return {};
        }
        if (curve[i].readRu < curve[i - 1].readRu || curve[i].writeRu < curve[i - 1].writeRu) {
            diagnostics.push_back({row,
                QStringLiteral("a %1 KB document cannot cost less than a %2 KB one")
                    .arg(QString::number(curve[i].kb), QString::number(curve[i - 1].kb))});
            return {};
        }
    }
    if (curve.empty())
        diagnostics.push_back({curvePointer, QStringLiteral("the size curve needs at least one row")});
    return curve;
}

namespace {

// The design members of an object; the caller has marked its own members known, so
// what is left over are the design's unknown members.
Model readDesignMembers(ObjectReader &r, Diagnostics &diagnostics)
{
    Model m;
    if (const Json *app = r.member("application", ObjectReader::Required))
        m.application = readApplication(*app, r.pointerTo("application"), diagnostics);
    m.entities = readArray<Entity>(r, "entities", readEntity, diagnostics);
    m.relationships = readArray<Relationship>(r, "relationships", readRelationship, diagnostics);
    m.accessPatterns = readArray<AccessPattern>(r, "accessPatterns", readAccessPattern, diagnostics);
    if (const Json *overrides = r.member("overrides"); overrides && !overrides->is_null())
        m.overrides = readOverrides(*overrides, r.pointerTo("overrides"), diagnostics);
    if (const Json *assumptions = r.member("assumptions"))
    {
        m.assumptions = readAssumptions(*assumptions, r.pointerTo("assumptions"), diagnostics);
        m.sizeCurve = readSizeCurve(*assumptions, r.pointerTo("assumptions"), diagnostics);
    }
    if (const Json *layout = r.member("layout"); layout && !layout->is_null()) {
        if (!layout->is_object())
            r.error("layout",
                QStringLiteral("expected an object mapping entity ids to positions, got %1")
                    .arg(ObjectReader::describe(*layout)));
        else
            for (auto it = layout->begin(); it != layout->end(); ++it) {
                const QString id = QString::fromStdString(it.key());
                m.layout[id] = readLayoutPoint(*it, appendPointer(r.pointerTo("layout"), id), diagnostics);
            }
    }
    m.extra = r.extras();
    return m;
}

} // namespace

Model readDesign(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    // Members that only mean something at the top of the file are refused rather than
    // kept as unknown: switching to this design would otherwise carry them there.
    if (r.member("alternatives"))
        r.error("alternatives", QStringLiteral("an alternative's design cannot hold alternatives of its own"));
    for (const char *fileLevel : {"format", "version", "designName", "designNote"})
        if (r.member(fileLevel))
            r.error(fileLevel, QStringLiteral("belongs at the top level of the file, not inside a design"));
    return readDesignMembers(r, diagnostics);
}

DesignAlternative readAlternative(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    DesignAlternative a;
    a.id = r.string("id", ObjectReader::Required, true);
    a.name = r.string("name", ObjectReader::Required, true);
    a.note = r.string("note");
    if (const Json *design = r.member("design", ObjectReader::Required))
        a.design = readDesign(*design, r.pointerTo("design"), diagnostics);
    a.extra = r.extras();
    return a;
}

Model readModelBody(const Json &root, Diagnostics &diagnostics)
{
    ObjectReader r(root, QString(), diagnostics);
    r.member("format");
    r.member("version");
    const QString designName = r.string("designName");
    const QString designNote = r.string("designNote");
    std::vector<DesignAlternative> alternatives
        = readArray<DesignAlternative>(r, "alternatives", readAlternative, diagnostics);
    Model m = readDesignMembers(r, diagnostics);
    m.designName = designName;
    m.designNote = designNote;
    m.alternatives = std::move(alternatives);
    return m;
}

} // namespace cosmos
