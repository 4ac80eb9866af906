// SPDX-License-Identifier: MIT
#include "derivedvalues.h"

#include "analysistr.h"
#include "numberformat.h"

#include "model/document/modellookup.h"

#include <QHash>
#include <QSet>

#include <cmath>

namespace cosmos {

namespace {

constexpr const char *kDerivedMark = "derivedReference";
constexpr double kMaxDocuments = 1e15;

bool usable(const std::optional<double> &value)
{
    return value && std::isfinite(*value) && *value >= 0;
}

// The key attribute a parent's children refer to it by: its first id attribute.
const Attribute *keyOf(const Entity &parent)
{
    for (const Attribute &attribute : parent.attributes)
        if (attribute.type == AttributeType::Id)
            return &attribute;
    return nullptr;
}

class Completer {
public:
    explicit Completer(const Model &model)
        : m_model(model)
    {
        for (size_t e = 0; e < model.entities.size(); ++e) {
            m_entityIndex.insert(model.entities[e].id, int(e));
            if (const Attribute *key = keyOf(model.entities[e]))
                m_keyNames.insert(key->name);
        }
        // Each entity's parent relationships, in model order: one pass, not one per entity.
        m_parentLinks.resize(model.entities.size());
        for (size_t r = 0; r < model.relationships.size(); ++r) {
            const int child = indexOf(model.relationships[r].to);
            if (child >= 0)
                m_parentLinks[size_t(child)].push_back(int(r));
        }
        m_counts.assign(model.entities.size(), std::nullopt);
        m_state.assign(model.entities.size(), State::Unvisited);
    }

    ModelCompletion run()
    {
        ModelCompletion out;
        for (size_t e = 0; e < m_model.entities.size(); ++e)
            count(int(e));
        std::vector<DerivedValue> references;
        for (size_t e = 0; e < m_model.entities.size(); ++e) {
            const Entity &entity = m_model.entities[e];
            if (!usable(entity.documentCount)) {
                if (m_counts[e])
                    out.derived.push_back({DerivedValue::Kind::DocumentCount, entity.id, {}, m_counts[e],
                        m_countSources.value(entity.id)});
                else
                    out.uncounted << entity.id;
            }
        }
        for (const Relationship &relationship : m_model.relationships)
            refer(relationship, references);
        out.derived.insert(out.derived.end(), references.begin(), references.end());
        if (!out.derived.empty())
            out.model = completed(out.derived);
        return out;
    }

private:
    enum class State { Unvisited, Visiting, Done };

    int indexOf(const QString &id) const { return m_entityIndex.value(id, -1); }

    // After count() has run over every entity: typed, else derived.
    std::optional<double> knownCount(int e) const
    {
        const Entity &entity = m_model.entities[size_t(e)];
        return usable(entity.documentCount) ? entity.documentCount : m_counts[size_t(e)];
    }

    // Typed, or derived from every parent that has children of this entity on average;
    // unknown when one of them has no count (a partial sum would understate it) or on a cycle.
    std::optional<double> count(int e)
    {
        const Entity &entity = m_model.entities[size_t(e)];
        if (usable(entity.documentCount))
            return entity.documentCount;
        if (m_state[size_t(e)] == State::Done)
            return m_counts[size_t(e)];
        if (m_state[size_t(e)] == State::Visiting)
            return std::nullopt;
        m_state[size_t(e)] = State::Visiting;
        double total = 0;
        QStringList sources;
        bool known = true;
        for (int link : m_parentLinks[size_t(e)]) {
            const Relationship &r = m_model.relationships[size_t(link)];
            if (r.from == entity.id)
                continue;
            const int parent = indexOf(r.from);
            const std::optional<double> parents = parent >= 0 ? count(parent) : std::nullopt;
            const std::optional<double> perParent = childrenPerParent(r);
            if (!parents || !perParent) {
                known = false;
                break;
            }
            total += *parents * *perParent;
            sources << r.id;
        }
        m_state[size_t(e)] = State::Done;
        if (known && !sources.isEmpty() && std::isfinite(total)) {
            // No more than a model may give (the model file's bound on a count), so that
            // every figure computed from it stays finite.
            m_counts[size_t(e)] = std::min(std::round(total), kMaxDocuments);
            m_countSources.insert(entity.id, sources);
        }
        return m_counts[size_t(e)];
    }

    // A child's documents per parent document: its average children (one-to-one: one
    // unless it says), or for a link shared by several parents, the links per parent
    // over the links per child.
    static std::optional<double> childrenPerParent(const Relationship &r)
    {
        if (r.kind == RelationshipKind::OneToOne && !usable(r.avgChildren))
            return 1.0; // one child a parent, unless the model says fewer
        if (!usable(r.avgChildren))
            return std::nullopt;
        if (r.kind != RelationshipKind::ManyToMany)
            return r.avgChildren;
        if (!usable(r.avgParents) || *r.avgParents <= 0)
            return std::nullopt;
        return *r.avgChildren / *r.avgParents;
    }

    // A child refers to its parent by the parent's key: say so where it does not, and
    // give a reference with no distinct values the parent's document count.
    void refer(const Relationship &r, std::vector<DerivedValue> &out)
    {
        const int parent = indexOf(r.from), child = indexOf(r.to);
        if (parent < 0 || child < 0 || parent == child || r.kind == RelationshipKind::ManyToMany)
            return;
        const Attribute *key = keyOf(m_model.entities[size_t(parent)]);
        if (!key)
            return;
        const Entity &childEntity = m_model.entities[size_t(child)];
        const std::optional<double> parents = knownCount(parent);
        const QString referenceKey = childEntity.id + QLatin1Char('\n') + key->name;
        if (m_referred.contains(referenceKey)) // two relationships from the same parent
            return;
        m_referred.insert(referenceKey);
        const Attribute *held = findAttribute(childEntity, key->name);
        if (!held) {
            if (!refersUnderAnotherName(childEntity, m_model.entities[size_t(parent)], parents))
                out.push_back({DerivedValue::Kind::Reference, childEntity.id, key->name, parents, {r.id}});
        } else if (held->type != AttributeType::Id && !held->distinctValues && parents && *parents >= 1) {
            out.push_back({DerivedValue::Kind::Cardinality, childEntity.id, key->name, parents, {r.id}});
        }
    }

    // Whether the child may already refer to the parent by another name ("authorId"
    // for a member): it copies one of the parent's properties, or it has a reference-
    // like attribute ("…Id") that names no entity's key and may have the parent's
    // values. Then no reference is added.
    bool refersUnderAnotherName(const Entity &child, const Entity &parent, std::optional<double> parents) const
    {
        const QString copyPrefix = parent.id + QLatin1Char('.');
        for (const Attribute &attribute : child.attributes) {
            if (attribute.copyOf.startsWith(copyPrefix))
                return true;
            if (attribute.type != AttributeType::Id && looksLikeReference(attribute.name)
                && !m_keyNames.contains(attribute.name) && mayHoldParentsValues(attribute, parents))
                return true;
        }
        return false;
    }

    // A reference to a parent takes the values of the parents that have children: no
    // more than the parents, and most of them. A stated count outside that (a note's
    // 100,000 folders under 1,000,000 users) refers to something else; an unstated one
    // may be the parent's.
    static bool mayHoldParentsValues(const Attribute &attribute, std::optional<double> parents)
    {
        if (!usable(attribute.distinctValues) || !usable(parents))
            return true;
        return *attribute.distinctValues <= *parents * (1 + 1e-9) && *attribute.distinctValues >= *parents / 2;
    }

    static bool looksLikeReference(const QString &name)
    {
        return name.size() > 2
            && (name.endsWith(QLatin1String("Id")) || name.endsWith(QLatin1String("ID"))
                || name.endsWith(QLatin1String("_id")));
    }

    Model completed(const std::vector<DerivedValue> &derived) const
    {
        Model model = m_model;
        for (const DerivedValue &d : derived) {
            const int e = indexOf(d.entity);
            Entity &entity = model.entities[size_t(e)];
            switch (d.kind) {
            case DerivedValue::Kind::DocumentCount:
                entity.documentCount = d.value;
                break;
            case DerivedValue::Kind::Reference: {
                Attribute reference;
                reference.name = d.attribute;
                reference.type = AttributeType::String;
                reference.required = true;
                reference.extra[kDerivedMark] = true;
                if (d.value && *d.value >= 1)
                    reference.distinctValues = d.value;
                entity.attributes.push_back(std::move(reference));
                break;
            }
            case DerivedValue::Kind::Cardinality:
                for (Attribute &attribute : entity.attributes)
                    if (attribute.name == d.attribute)
                        attribute.distinctValues = d.value;
                break;
            }
        }
        return model;
    }

    const Model &m_model;
    QHash<QString, int> m_entityIndex;
    QSet<QString> m_keyNames; // every entity's key attribute name
    std::vector<std::vector<int>> m_parentLinks; // by entity: relationships where it is the child
    QSet<QString> m_referred; // "child\nattribute" already given a reference or a cardinality
    std::vector<std::optional<double>> m_counts; // derived counts, by entity
    std::vector<State> m_state;
    QHash<QString, QStringList> m_countSources; // entity id → the relationships its count comes from
};

} // namespace

ModelCompletion completeModel(const Model &model)
{
    return Completer(model).run();
}

bool isDerivedReference(const Attribute &attribute)
{
    return attribute.extra.is_object() && attribute.extra.contains(kDerivedMark);
}

std::optional<double> documentCountOf(const Entity &entity, const std::vector<DerivedValue> &derived)
{
    if (usable(entity.documentCount))
        return entity.documentCount;
    const DerivedValue *d = findDerived(derived, DerivedValue::Kind::DocumentCount, entity.id);
    return d ? d->value : std::nullopt;
}

Text derivationText(const DerivedValue &value, const Model &model, const std::vector<DerivedValue> &derived)
{
    Texts parts;
    for (const QString &id : value.relationships) {
        const Relationship *r = ModelLookup::relationship(model, id);
        const Entity *parent = r ? ModelLookup::entity(model, r->from) : nullptr;
        if (!parent)
            continue;
        const std::optional<double> parents = documentCountOf(*parent, derived);
        switch (value.kind) {
        case DerivedValue::Kind::DocumentCount:
            parts << (r->kind == RelationshipKind::ManyToMany
                    ? AnalysisTr::tr("%1 %2 × %3 links ÷ %4 per %5")
                          .arg(formatNumber(parents.value_or(0)), parent->name, formatNumber(r->avgChildren.value_or(0)),
                              formatNumber(r->avgParents.value_or(0)),
                              ModelLookup::entityName(model, value.entity))
                    : AnalysisTr::tr("%1 %2 × %3").arg(formatNumber(parents.value_or(0)), parent->name,
                          formatNumber(r->avgChildren.value_or(0))));
            break;
        case DerivedValue::Kind::Reference:
            parts << AnalysisTr::tr("the key of its %1, which the relationship implies").arg(parent->name);
            break;
        case DerivedValue::Kind::Cardinality:
            parts << AnalysisTr::tr("as many as there are %1 documents").arg(parent->name);
            break;
        }
    }
    return parts.join(QStringLiteral(" + "));
}

const DerivedValue *findDerived(
    const std::vector<DerivedValue> &derived, DerivedValue::Kind kind, const QString &entity, const QString &attribute)
{
    for (const DerivedValue &d : derived)
        if (d.kind == kind && d.entity == entity && d.attribute == attribute)
            return &d;
    return nullptr;
}

} // namespace cosmos
