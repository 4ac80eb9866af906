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
    return writeFields(a);
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
    if (const Json *remedies = r.member("remedies"); remedies && !remedies->is_null()) {
        if (!remedies->is_object()) {
            r.error("remedies",
                QStringLiteral("expected an object mapping access pattern ids to a remedy, got %1")
                    .arg(ObjectReader::describe(*remedies)));
        } else {
            for (auto it = remedies->begin(); it != remedies->end(); ++it) {
                const std::optional<RemedyKind> kind
                    = it->is_string() ? fromName<RemedyKind>(it->get_ref<const std::string &>()) : std::nullopt;
                if (!kind)
                    diagnostics.push_back({appendPointer(r.pointerTo("remedies"), QString::fromStdString(it.key())),
                        QStringLiteral("expected \"gsi\", \"view\", \"pass-key\" or \"none\", got %1")
                            .arg(ObjectReader::describe(*it))});
                else
                    o.remedies[QString::fromStdString(it.key())] = *kind;
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
