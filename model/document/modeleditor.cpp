// SPDX-License-Identifier: MIT
#include "modeleditor.h"

#include "model/io/fieldtable.h"
#include "model/io/modeljson.h"
#include "model/io/modelchecks.h"
#include "model/io/objectreader.h"

#include <algorithm>

namespace cosmos {

namespace {

// Where each kind of object lives in the file; the design is the file's top level.
constexpr const char *kKindPointers[] = {"/application", "/entities", "/relationships", "/accessPatterns", "/layout",
    "/assumptions", "/overrides/containers", "/overrides/partitionKeys", "/overrides/remedies", "", "/alternatives"};
static_assert(std::size(kKindPointers) == std::size_t(ObjectKind::Alternative) + 1);

QString kindPointer(ObjectKind kind)
{
    return nameIn(kKindPointers, kind);
}

// Uniform access to the id-addressed object lists: where each lives in the model and
// how the reader reads one.
template <auto List, auto Read> struct ListAccess {
    static auto &list(Model &m) { return m.*List; }
    static auto read(const Json &j, const QString &p, Diagnostics &d) { return Read(j, p, d); }
};
template <typename T> struct ListTraits;
template <> struct ListTraits<Entity> : ListAccess<&Model::entities, &readEntity> { };
template <> struct ListTraits<Relationship> : ListAccess<&Model::relationships, &readRelationship> { };
template <> struct ListTraits<AccessPattern> : ListAccess<&Model::accessPatterns, &readAccessPattern> { };
template <> struct ListTraits<DesignAlternative> : ListAccess<&Model::alternatives, &readAlternative> { };

class Applier {
public:
    explicit Applier(Model &model)
        : m_model(model)
    { }

    // Applies one change; on success returns its inverse.
    std::optional<Change> apply(const Change &change, Diagnostics &errors)
    {
        switch (change.kind) {
        case ObjectKind::Application:
            return applyApplication(change, errors);
        case ObjectKind::Entity:
            return applyListItem<Entity>(change, errors);
        case ObjectKind::Relationship:
            return applyListItem<Relationship>(change, errors);
        case ObjectKind::AccessPattern:
            return applyListItem<AccessPattern>(change, errors);
        case ObjectKind::Layout:
            return applyLayout(change, errors);
        case ObjectKind::Assumption:
            return applyAssumption(change, errors);
        case ObjectKind::ContainerOverride:
            return applyOverride(&Overrides::containers, "containers", change, errors);
        case ObjectKind::PartitionKeyOverride:
            return applyOverride(&Overrides::partitionKeys, "partitionKeys", change, errors);
        case ObjectKind::RemedyOverride:
            return applyOverride(&Overrides::remedies, "remedies", change, errors);
        case ObjectKind::Design:
            return applyDesign(change, errors);
        case ObjectKind::Alternative:
            return applyListItem<DesignAlternative>(change, errors);
        }
        return std::nullopt;
    }

private:
    static bool refuseNonSet(const Change &change, Diagnostics &errors)
    {
        if (change.type == Change::Type::Set)
            return false;
        errors.push_back({kindPointer(change.kind), QStringLiteral("only values can be set here")});
        return true;
    }

    // Replaces `member` (or the whole object) inside the JSON form of an object.
    static std::optional<Json> patched(Json object, const Change &change, const QString &pointer, Diagnostics &errors)
    {
        if (change.field.empty()) {
            if (!change.value.is_object()) {
                errors.push_back({pointer, QStringLiteral("expected an object")});
                return std::nullopt;
            }
            return change.value;
        }
        if (change.value.is_null())
            object.erase(change.field);
        else
            object[change.field] = change.value;
        return object;
    }

    // A member the file's table does not name would land in the object's extra data,
    // where a file's unknown members are kept. An edit never puts one there: a
    // misspelt field ("rpsAvgg") would otherwise be accepted, undoable and saved.
    static bool refuseUnknownField(const Change &change, const QString &pointer, Diagnostics &errors)
    {
        if (change.field.empty() || fieldFacts(change.kind, change.field))
            return false;
        errors.push_back({pointer,
            QStringLiteral("\"%1\" is not a field of %2")
                .arg(QString::fromStdString(change.field), objectNoun(change.kind))});
        return true;
    }

    static QString objectNoun(ObjectKind kind)
    {
        // In the order of ObjectKind; the kinds without fields of their own are "this object".
        static constexpr const char *kNouns[] = {"the application", "an entity", "a relationship",
            "an access pattern", "this object", "this object", "this object", "this object", "this object",
            "this object", "a design alternative"};
        static_assert(std::size(kNouns) == std::size_t(ObjectKind::Alternative) + 1);
        return nameIn(kNouns, kind);
    }

    static Json oldMember(const Json &object, const Change &change)
    {
        if (change.field.empty())
            return object;
        const auto it = object.find(change.field);
        return it == object.end() ? Json(nullptr) : *it;
    }

    std::optional<Change> applyApplication(const Change &change, Diagnostics &errors)
    {
        if (refuseNonSet(change, errors))
            return std::nullopt;
        const QString pointer = kindPointer(change.kind);
        if (refuseUnknownField(change, pointer, errors))
            return std::nullopt;
        const Json before = toJson(m_model.application);
        const auto after = patched(before, change, pointer, errors);
        if (!after)
            return std::nullopt;
        Diagnostics local;
        Application application = readApplication(*after, pointer, local);
        if (!local.empty()) {
            errors.insert(errors.end(), local.begin(), local.end());
            return std::nullopt;
        }
        m_model.application = std::move(application);
        return Change::set(change.kind, change.id, change.field, oldMember(before, change));
    }

    // The whole current design at once (switching to an alternative), or its name or
    // note. The alternatives stay as they are: they are copies, not views.
    std::optional<Change> applyDesign(const Change &change, Diagnostics &errors)
    {
        if (refuseNonSet(change, errors))
            return std::nullopt;
        if (change.sets(field::design::name) || change.sets(field::design::note)) {
            const bool name = change.sets(field::design::name);
            QString &text = name ? m_model.designName : m_model.designNote;
            if (!change.value.is_null() && !change.value.is_string()) {
                errors.push_back({name ? QStringLiteral("/designName") : QStringLiteral("/designNote"),
                    QStringLiteral("expected a string, got %1").arg(ObjectReader::describe(change.value))});
                return std::nullopt;
            }
            const Json old = text.toStdString();
            text = change.value.is_null() ? QString() : QString::fromStdString(change.value.get<std::string>());
            return Change::set(change.kind, change.id, change.field, old);
        }
        if (!change.field.empty()) {
            errors.push_back({QString(), QStringLiteral("a design is set as a whole, or its name or note")});
            return std::nullopt;
        }
        Diagnostics local;
        Model design = readDesign(change.value, QString(), local);
        if (!local.empty()) {
            errors.insert(errors.end(), local.begin(), local.end());
            return std::nullopt;
        }
        Json before = designToJson(m_model);
        m_model.application = std::move(design.application);
        m_model.entities = std::move(design.entities);
        m_model.relationships = std::move(design.relationships);
        m_model.accessPatterns = std::move(design.accessPatterns);
        m_model.overrides = std::move(design.overrides);
        m_model.assumptions = std::move(design.assumptions);
        m_model.layout = std::move(design.layout);
        m_model.extra = std::move(design.extra);
        return Change::set(change.kind, change.id, change.field, std::move(before));
    }

    template <typename T> std::optional<Change> applyListItem(const Change &change, Diagnostics &errors)
    {
        auto &list = ListTraits<T>::list(m_model);
        const QString listPointer = kindPointer(change.kind);
        auto find = [&](const QString &id) {
            return std::find_if(list.begin(), list.end(), [&](const T &item) { return item.id == id; });
        };

        if (change.type == Change::Type::Insert) {
            const size_t index
                = (change.index < 0 || size_t(change.index) > list.size()) ? list.size() : size_t(change.index);
            const QString pointer = appendPointer(listPointer, index);
            Diagnostics local;
            T item = ListTraits<T>::read(change.value, pointer, local);
            if (!local.empty()) {
                errors.insert(errors.end(), local.begin(), local.end());
                return std::nullopt;
            }
            const QString id = item.id;
            list.insert(list.begin() + qsizetype(index), std::move(item));
            return Change::remove(change.kind, id);
        }

        const auto it = find(change.id);
        if (it == list.end()) {
            errors.push_back({listPointer, QStringLiteral("there is no object with the id \"%1\"").arg(change.id)});
            return std::nullopt;
        }
        const int index = int(it - list.begin());
        const QString pointer = appendPointer(listPointer, size_t(index));

        if (change.type == Change::Type::Remove) {
            Json before = toJson(*it);
            list.erase(it);
            return Change::insert(change.kind, std::move(before), index);
        }

        if (refuseUnknownField(change, pointer, errors))
            return std::nullopt;
        const Json before = toJson(*it);
        const auto after = patched(before, change, pointer, errors);
        if (!after)
            return std::nullopt;
        Diagnostics local;
        T item = ListTraits<T>::read(*after, pointer, local);
        if (!local.empty()) {
            errors.insert(errors.end(), local.begin(), local.end());
            return std::nullopt;
        }
        *it = std::move(item);
        // A renamed object is addressed by its new id from now on.
        return Change::set(change.kind, it->id, change.field, oldMember(before, change));
    }

    template <typename Map, typename Read>
    std::optional<Change> applyMapEntry(Map &map, const Change &change, Diagnostics &errors, Read read)
    {
        if (refuseNonSet(change, errors))
            return std::nullopt;
        const QString pointer = appendPointer(kindPointer(change.kind), change.id);
        Json old = nullptr;
        if (const auto it = map.find(change.id); it != map.end())
            old = toEntryJson(it->second);
        if (change.value.is_null()) {
            map.erase(change.id);
        } else {
            Diagnostics local;
            auto value = read(change.value, pointer, local);
            if (!local.empty() || change.id.isEmpty()) {
                if (local.empty())
                    local.push_back({pointer, QStringLiteral("needs a name")});
                errors.insert(errors.end(), local.begin(), local.end());
                return std::nullopt;
            }
            map[change.id] = std::move(value);
        }
        return Change::setEntry(change.kind, change.id, std::move(old));
    }

    static Json toEntryJson(const LayoutPoint &point) { return toJson(point); }
    static Json toEntryJson(double value) { return value; }
    static Json toEntryJson(RemedyKind kind) { return std::string(toName(kind)); }
    static Json toEntryJson(const QString &value) { return value.toStdString(); }
    static Json toEntryJson(const QStringList &paths)
    {
        Json array = Json::array();
        for (const QString &path : paths)
            array.push_back(path.toStdString());
        return array;
    }

    std::optional<Change> applyLayout(const Change &change, Diagnostics &errors)
    {
        return applyMapEntry(m_model.layout, change, errors, readLayoutPoint);
    }

    // assumptions.sizeCurve is a table, not a number: the change carries the whole
    // table (or null for Microsoft's measurements), validated like the file's.
    std::optional<Change> applySizeCurve(const Change &change, Diagnostics &errors)
    {
        if (refuseNonSet(change, errors))
            return std::nullopt;
        Json old = nullptr;
        if (!m_model.sizeCurve.empty()) {
            old = Json::array();
            for (const SizeCurvePoint &point : m_model.sizeCurve)
                old.push_back({{"kb", point.kb}, {"readRu", point.readRu}, {"writeRu", point.writeRu}});
        }
        if (change.value.is_null()) {
            m_model.sizeCurve.clear();
        } else {
            Diagnostics local;
            const Json wrapped {{kSizeCurveName, change.value}};
            std::vector<SizeCurvePoint> curve = readSizeCurve(wrapped, kindPointer(change.kind), local);
            if (!local.empty()) {
                errors.insert(errors.end(), local.begin(), local.end());
                return std::nullopt;
            }
            m_model.sizeCurve = std::move(curve);
        }
        return Change::setEntry(change.kind, change.id, std::move(old));
    }

    std::optional<Change> applyAssumption(const Change &change, Diagnostics &errors)
    {
        if (change.id == QLatin1String(kSizeCurveName))
            return applySizeCurve(change, errors);
        return applyMapEntry(
            m_model.assumptions, change, errors, [&](const Json &value, const QString &pointer, Diagnostics &local) {
                const Json wrapped {{change.id.toStdString(), value}};
                const auto values = readAssumptions(wrapped, kindPointer(change.kind), local);
                (void)pointer;
                return values.empty() ? 0.0 : values.begin()->second;
            });
    }

    // One entry of an overrides map, read as the file's "overrides" member `key` is.
    template <typename Map>
    std::optional<Change> applyOverride(Map Overrides::*member, const char *key, const Change &change, Diagnostics &errors)
    {
        return applyMapEntry(m_model.overrides.*member, change, errors,
            [&](const Json &value, const QString &, Diagnostics &local) {
                const Overrides read
                    = readOverrides(Json {{key, {{change.id.toStdString(), value}}}}, QStringLiteral("/overrides"), local);
                const Map &entries = read.*member;
                return entries.empty() ? typename Map::mapped_type() : entries.begin()->second;
            });
    }

    Model &m_model;
};

// Only sets of members that no cross-object rule reads, on objects those rules do not
// cover otherwise (layout and override entries name entities; designs and
// alternatives hold whole models): the model was valid before and still is.
bool needsReferenceCheck(const ChangeSet &changes)
{
    return std::any_of(changes.begin(), changes.end(), [](const Change &change) {
        if (change.type != Change::Type::Set)
            return true;
        switch (change.kind) {
        case ObjectKind::Application:
        case ObjectKind::Assumption:
            return false;
        case ObjectKind::Entity:
        case ObjectKind::Relationship:
        case ObjectKind::AccessPattern:
            if (change.field.empty())
                return true;
            if (const std::optional<FieldFacts> facts = fieldFacts(change.kind, change.field))
                return facts->reference;
            return true;
        case ObjectKind::Layout:
        case ObjectKind::ContainerOverride:
        case ObjectKind::PartitionKeyOverride:
        case ObjectKind::RemedyOverride:
        case ObjectKind::Design:
        case ObjectKind::Alternative:
            return true;
        }
        return true;
    });
}

} // namespace

EditResult ModelEditor::apply(Model &model, const ChangeSet &changes)
{
    EditResult result;
    Applier applier(model);
    ChangeSet inverses;
    inverses.reserve(changes.size());
    auto rollback = [&]() {
        Diagnostics ignored;
        for (auto it = inverses.rbegin(); it != inverses.rend(); ++it)
            applier.apply(*it, ignored);
    };
    for (const Change &change : changes) {
        auto inverse = applier.apply(change, result.errors);
        if (!inverse) {
            rollback();
            return result;
        }
        inverses.push_back(std::move(*inverse));
    }
    if (needsReferenceCheck(changes))
        checkReferences(model, result.errors);
    if (!result.errors.empty()) {
        rollback();
        return result;
    }
    result.ok = true;
    result.inverse.assign(inverses.rbegin(), inverses.rend());
    return result;
}

} // namespace cosmos
