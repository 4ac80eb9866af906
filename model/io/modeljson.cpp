// SPDX-License-Identifier: MIT
#include "modeljson.h"

#include "fieldtable.h"
#include "objectreader.h"
#include "model/document/assumptions.h"

#include <QHash>

namespace cosmos {

namespace {

constexpr NumberRange kCoordinate {-1e7, 1e7, false, nullptr};
constexpr NumberRange kCurveKB {0.001, 1048576, false, nullptr};
constexpr NumberRange kCurveRu {0.001, 1000000, false, nullptr};

Json string(const QString &text)
{
    return text.toStdString();
}

template <typename T> Json withExtras(Json object, const T &value)
{
    for (auto it = value.extra.begin(); it != value.extra.end(); ++it)
        if (!object.contains(it.key()))
            object[it.key()] = it.value();
    return object;
}

} // namespace

// ---- writing ---------------------------------------------------------------------

Json stringArray(const QStringList &list)
{
    Json array = Json::array();
    for (const QString &item : list)
        array.push_back(item.toStdString());
    return array;
}

Json toJson(const Application &a)
{
    return writeFields(a);
}

Json toJson(const Attribute &a)
{
    return writeFields(a);
}

Json toJson(const Entity &e)
{
    return writeFields(e);
}

Json toJson(const Relationship &r)
{
    return writeFields(r);
}

Json toJson(const AccessPattern &p)
{
    return writeFields(p);
}

Json toJson(const Overrides &o)
{
    Json containers = Json::object();
    for (const auto &[entity, container] : o.containers)
        containers[entity.toStdString()] = string(container);
    Json keys = Json::object();
    for (const auto &[container, paths] : o.partitionKeys)
        keys[container.toStdString()] = stringArray(paths);
    Json json {{"containers", containers}, {"partitionKeys", keys}};
    // Written only when chosen: files from before remedies save byte-identically.
    if (!o.remedies.empty()) {
        Json remedies = Json::object();
        for (const auto &[pattern, kind] : o.remedies)
            remedies[pattern.toStdString()] = std::string(toName(kind));
        json["remedies"] = remedies;
    }
    return withExtras(json, o);
}

Json toJson(const LayoutPoint &p)
{
    return withExtras(Json {{"x", p.x}, {"y", p.y}}, p);
}

namespace {

// With `lists`, the entities, relationships and access patterns too; without, their
// arrays are left empty for a writer that makes each item when it writes it.
Json designToJson(const Model &m, bool lists)
{
    Json entities = Json::array();
    Json relationships = Json::array();
    Json patterns = Json::array();
    if (lists) {
        for (const Entity &e : m.entities)
            entities.push_back(toJson(e));
        for (const Relationship &r : m.relationships)
            relationships.push_back(toJson(r));
        for (const AccessPattern &p : m.accessPatterns)
            patterns.push_back(toJson(p));
    }
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

} // namespace

Json designToJson(const Model &m)
{
    return designToJson(m, true);
}

Json toJson(const DesignAlternative &a)
{
    return writeFields(a);
}

namespace {

Json modelToJson(const Model &m, bool lists)
{
    Json root = designToJson(m, lists);
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

} // namespace

Json toJson(const Model &m)
{
    return modelToJson(m, true);
}

Json toJsonWithoutLists(const Model &m)
{
    return modelToJson(m, false);
}

// ---- reading ---------------------------------------------------------------------

Application readApplication(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    return readFields<Application>(json, pointer, diagnostics);
}

Attribute readAttribute(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    return readFields<Attribute>(json, pointer, diagnostics);
}

Entity readEntity(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    return readFields<Entity>(json, pointer, diagnostics);
}

Relationship readRelationship(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    return readFields<Relationship>(json, pointer, diagnostics);
}

AccessPattern readAccessPattern(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    return readFields<AccessPattern>(json, pointer, diagnostics);
}

namespace {

// An overrides member: an object whose every value `readValue` turns into an entry of
// `map`, or refuses with the message it returns. `expected` says what the object maps.
template <typename Map, typename ReadValue>
void readOverrideMap(ObjectReader &r, const char *name, const char *expected, Map &map, Diagnostics &diagnostics,
    ReadValue readValue)
{
    const Json *object = r.member(name);
    if (!object || object->is_null())
        return;
    if (!object->is_object()) {
        r.error(name,
            QStringLiteral("expected an object mapping %1, got %2")
                .arg(QLatin1String(expected), ObjectReader::describe(*object)));
        return;
    }
    for (auto it = object->begin(); it != object->end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        QString problem;
        auto value = readValue(*it, problem);
        if (problem.isEmpty())
            map[key] = std::move(value);
        else
            diagnostics.push_back({appendPointer(r.pointerTo(name), key), problem});
    }
}

QString containerName(const Json &value, QString &problem)
{
    if (value.is_string() && !value.get_ref<const std::string &>().empty())
        return QString::fromStdString(value.get<std::string>());
    problem = QStringLiteral("expected a container name, got %1").arg(ObjectReader::describe(value));
    return {};
}

QStringList keyPaths(const Json &value, QString &problem)
{
    QStringList paths;
    bool valid = value.is_array() && !value.empty() && value.size() <= 3;
    if (valid)
        for (const Json &path : value) {
            valid = valid && path.is_string() && path.get_ref<const std::string &>().size() > 1
                && path.get_ref<const std::string &>()[0] == '/';
            if (valid)
                paths.append(QString::fromStdString(path.get<std::string>()));
        }
    if (!valid)
        problem = QStringLiteral("expected 1 to 3 key paths such as [\"/userId\"], got %1")
                      .arg(QString::fromStdString(value.dump()).left(60));
    return paths;
}

RemedyKind remedyKind(const Json &value, QString &problem)
{
    const std::optional<RemedyKind> kind
        = value.is_string() ? fromName<RemedyKind>(value.get_ref<const std::string &>()) : std::nullopt;
    if (!kind)
        problem = QStringLiteral("expected \"gsi\", \"view\", \"pass-key\" or \"none\", got %1")
                      .arg(ObjectReader::describe(value));
    return kind.value_or(RemedyKind::None);
}

} // namespace

Overrides readOverrides(const Json &json, const QString &pointer, Diagnostics &diagnostics)
{
    ObjectReader r(json, pointer, diagnostics);
    Overrides o;
    readOverrideMap(r, "containers", "entity ids to container names", o.containers, diagnostics, containerName);
    readOverrideMap(r, "partitionKeys", "container names to key paths", o.partitionKeys, diagnostics, keyPaths);
    readOverrideMap(r, "remedies", "access pattern ids to a remedy", o.remedies, diagnostics, remedyKind);
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
    if (const Json *assumptions = r.member("assumptions")) {
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
    return readFields<DesignAlternative>(json, pointer, diagnostics);
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
