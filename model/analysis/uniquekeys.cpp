// SPDX-License-Identifier: MIT
#include "uniquekeys.h"

#include "analysistr.h"
#include "documentshape.h"

#include <algorithm>

#include "model/document/modellookup.h"

namespace cosmos {

namespace {

using A = AssumptionId;
using Kind = UniqueKeyFinding::Kind;

struct Declared {
    QString entity;
    QString group;
    QString attribute; // dotted
    bool required = false;
};

void collectDeclared(
    const std::vector<Attribute> &attributes, const QString &prefix, const QString &entity, std::vector<Declared> &out)
{
    for (const Attribute &attribute : attributes) {
        const QString dotted = prefix.isEmpty() ? attribute.name : prefix + QLatin1Char('.') + attribute.name;
        if (attribute.unique || !attribute.uniqueGroup.isEmpty())
            out.push_back({entity, attribute.uniqueGroup, dotted, attribute.required});
        collectDeclared(attribute.attributes, dotted, entity, out);
    }
}

UniqueKeyFinding finding(Kind kind, FindingSeverity severity, int constraint = -1, const QStringList &subjects = {})
{
    UniqueKeyFinding f;
    f.kind = kind;
    f.severity = severity;
    f.constraint = constraint;
    f.subjects = subjects;
    return f;
}

QString keyPath(const PropertyPath &path)
{
    return QLatin1Char('/') + path.join(QLatin1Char('/'));
}

class Planner {
public:
    Planner(const Model &model, const ContainerAnalysis &container, const AssumptionValues &a)
        : m_model(model)
        , m_container(container)
        , m_a(a)
    { }

    UniqueKeyPolicy run()
    {
        if (m_container.edgeContainer)
            return {};
        collectConstraints();
        for (size_t c = 0; c < m_policy.constraints.size(); ++c)
            judge(int(c));
        checkLimits();
        if (m_policy.hasDeployable()) {
            m_policy.findings.push_back(finding(Kind::CaseSensitive, FindingSeverity::Info));
            m_policy.findings.push_back(finding(Kind::CreationOnly, FindingSeverity::Info));
        }
        return std::move(m_policy);
    }

private:
    QStringList documentTypesHolding() const
    {
        QStringList ids = m_container.entities;
        for (const auto &[holder, children] : m_container.embedded)
            ids << children;
        return ids;
    }

    void collectConstraints()
    {
        std::vector<Declared> declared;
        for (const QString &id : documentTypesHolding())
            if (const Entity *entity = ModelLookup::entity(m_model, id))
                collectDeclared(entity->attributes, QString(), id, declared);
        // Group members form one key per entity and group, in declaration order.
        for (const Declared &d : declared) {
            const Entity &entity = *ModelLookup::entity(m_model, d.entity);
            const PropertyPath path
                = documentPrefix(m_model, m_container, d.entity) + attributePath(entity, d.attribute);
            UniqueKeyConstraint *target = nullptr;
            if (!d.group.isEmpty())
                for (UniqueKeyConstraint &c : m_policy.constraints)
                    if (c.group == d.group && c.entities.constFirst() == d.entity)
                        target = &c;
            if (!target) {
                m_policy.constraints.push_back({{d.entity}, d.group, {}, {}, true});
                m_required.push_back(true);
                m_inArray.push_back(false);
                target = &m_policy.constraints.back();
            }
            const size_t index = size_t(target - m_policy.constraints.data());
            target->attributes << d.attribute;
            target->paths << keyPath(path);
            m_required[index] = m_required[index] && d.required;
            m_inArray[index] = m_inArray[index] || path.contains(QStringLiteral("[]"));
        }
        // The same paths declared by two document types are one constraint.
        for (size_t i = 0; i < m_policy.constraints.size(); ++i)
            for (size_t j = i + 1; j < m_policy.constraints.size();) {
                QStringList a = m_policy.constraints[i].paths, b = m_policy.constraints[j].paths;
                a.sort();
                b.sort();
                if (a != b) {
                    ++j;
                    continue;
                }
                m_policy.constraints[i].entities << m_policy.constraints[j].entities;
                m_required[i] = m_required[i] && m_required[j];
                m_policy.constraints.erase(m_policy.constraints.begin() + qsizetype(j));
                m_required.erase(m_required.begin() + qsizetype(j));
                m_inArray.erase(m_inArray.begin() + qsizetype(j));
            }
    }

    // A document type has at most one item per partition key value when the key
    // is one of its own id attributes.
    bool onePerPartition(const QString &entityId) const
    {
        const Entity *entity = ModelLookup::entity(m_model, entityId);
        if (!entity)
            return false;
        for (const Attribute &attribute : entity->attributes)
            if (attribute.type == AttributeType::Id
                && m_container.partitionKey.contains(QLatin1Char('/') + attribute.name))
                return true;
        return false;
    }

    // The document type whose documents hold an entity's properties.
    QString documentTypeOf(const QString &entityId) const
    {
        if (m_container.entities.contains(entityId))
            return entityId;
        for (const auto &[holder, children] : m_container.embedded)
            if (children.contains(entityId))
                return documentTypeOf(holder);
        return entityId;
    }

    bool hasPaths(const QString &documentType, const QStringList &paths) const
    {
        const std::vector<PropertyPath> properties = documentTypeProperties(m_model, m_container, documentType);
        return std::all_of(paths.begin(), paths.end(), [&](const QString &path) {
            return std::any_of(properties.begin(), properties.end(), [&](const PropertyPath &p) {
                const QString candidate = keyPath(p);
                return candidate == path || candidate.startsWith(path + QLatin1Char('/'));
            });
        });
    }

    void judge(int index)
    {
        UniqueKeyConstraint &constraint = m_policy.constraints[size_t(index)];
        if (m_inArray[size_t(index)]) {
            constraint.deployable = false;
            m_policy.findings.push_back(
                finding(Kind::InsideArray, FindingSeverity::Warning, index, constraint.attributes));
            return;
        }
        QStringList holders;
        for (const QString &entity : constraint.entities)
            if (!holders.contains(documentTypeOf(entity)))
                holders << documentTypeOf(entity);
        QStringList colliding;
        for (const QString &type : m_container.entities)
            if (!holders.contains(type) && !hasPaths(type, constraint.paths) && !onePerPartition(type))
                colliding << type;
        if (!colliding.isEmpty()) {
            constraint.deployable = false;
            m_policy.findings.push_back(
                finding(Kind::MissingFromOtherTypes, FindingSeverity::Warning, index, colliding));
            return;
        }
        const bool single
            = std::all_of(holders.begin(), holders.end(), [&](const QString &type) { return onePerPartition(type); });
        const bool global = std::all_of(m_container.partitionKey.begin(), m_container.partitionKey.end(),
            [&](const QString &key) { return constraint.paths.contains(key); });
        if (!global) {
            UniqueKeyFinding scoped = finding(Kind::PartitionScoped, FindingSeverity::Warning, index, holders);
            scoped.onePerPartition = single;
            m_policy.findings.push_back(scoped);
        }
        if (!m_required[size_t(index)] && !single)
            m_policy.findings.push_back(finding(Kind::Sparse, FindingSeverity::Warning, index, constraint.attributes));
    }

    void checkLimits()
    {
        int constraints = 0;
        for (const UniqueKeyConstraint &constraint : m_policy.constraints)
            if (constraint.deployable) {
                ++constraints;
                m_policy.deployablePaths += int(constraint.paths.size());
            }
        const int maxConstraints = int(m_a[A::UniqueKeyMaxConstraints]);
        const int maxPaths = int(m_a[A::UniqueKeyMaxPaths]);
        std::vector<UniqueKeyFinding> limits;
        if (constraints > maxConstraints) {
            UniqueKeyFinding over = finding(Kind::TooManyConstraints, FindingSeverity::Error);
            over.count = constraints;
            over.limit = maxConstraints;
            limits.push_back(over);
        }
        // Azure's limit is per constraint (16 paths in one composite key), not per
        // container: a container may hold up to 10 such constraints.
        for (size_t i = 0; i < m_policy.constraints.size(); ++i) {
            const UniqueKeyConstraint &constraint = m_policy.constraints[i];
            if (!constraint.deployable || constraint.paths.size() <= maxPaths)
                continue;
            UniqueKeyFinding over = finding(Kind::TooManyPaths, FindingSeverity::Error, int(i), constraint.attributes);
            over.count = int(constraint.paths.size());
            over.limit = maxPaths;
            limits.push_back(over);
        }
        m_policy.findings.insert(m_policy.findings.begin(), limits.begin(), limits.end());
    }

    const Model &m_model;
    const ContainerAnalysis &m_container;
    const AssumptionValues &m_a;
    UniqueKeyPolicy m_policy;
    std::vector<bool> m_required; // parallel to m_policy.constraints
    std::vector<bool> m_inArray;
};

Text constraintLabel(const UniqueKeyConstraint &constraint, const Model &model)
{
    const QString owner = ModelLookup::entityName(model, constraint.entities.constFirst());
    if (constraint.attributes.size() == 1)
        return Text(owner + QLatin1Char('.') + constraint.attributes.constFirst());
    return AnalysisTr::tr("%1 (%2)").arg(owner, constraint.attributes.join(QStringLiteral(" + ")));
}

QString namesOf(const Model &model, const QStringList &ids)
{
    return ModelLookup::entityNames(model, ids).join(QStringLiteral(", "));
}

} // namespace

UniqueKeyPolicy planUniqueKeys(const Model &model, const ContainerAnalysis &container, const AssumptionValues &a)
{
    return Planner(model, container, a).run();
}

Json uniqueKeyPolicyToJson(const UniqueKeyPolicy &policy)
{
    Json keys = Json::array();
    for (const UniqueKeyConstraint &constraint : policy.constraints) {
        if (!constraint.deployable)
            continue;
        Json paths = Json::array();
        for (const QString &path : constraint.paths)
            paths.push_back(path.toStdString());
        keys.push_back({{"paths", paths}});
    }
    return {{"uniqueKeys", keys}};
}

Text uniqueKeyMessage(
    const UniqueKeyFinding &f, const UniqueKeyPolicy &policy, const ContainerAnalysis &container, const Model &model)
{
    const QString key = container.partitionKey.join(QStringLiteral(", "));
    const UniqueKeyConstraint *constraint = f.constraint >= 0 && size_t(f.constraint) < policy.constraints.size()
        ? &policy.constraints[size_t(f.constraint)]
        : nullptr;
    const Text label = constraint ? constraintLabel(*constraint, model) : Text();
    const QString paths = constraint ? constraint->paths.join(QStringLiteral(", ")) : QString();
    switch (f.kind) {
    case Kind::TooManyConstraints:
        return AnalysisTr::tr("%1 asks for %2 unique keys, but Azure allows at most %3 per container, so the container "
                              "cannot be created with them. Combine attributes into composite keys (uniqueGroup) or "
                              "enforce some of them in the application.")
            .arg(container.name, QString::number(f.count), QString::number(f.limit));
    case Kind::TooManyPaths:
        return AnalysisTr::tr("The unique key %1 of %2 combines %3 paths, but Azure allows at most %4 in one "
                              "unique key, so the container cannot be created with it. Split it into smaller "
                              "composite keys or enforce it in the application.")
            .arg(label, container.name, QString::number(f.count), QString::number(f.limit));
    case Kind::InsideArray:
        return AnalysisTr::tr("%1 is marked unique, but %2 lies inside an array: a unique key cannot look into "
                              "array elements, so it is left out of the policy of %3. Check it in the application when "
                              "the document that holds the array is written.")
            .arg(label, paths, container.name);
    case Kind::MissingFromOtherTypes:
        return AnalysisTr::tr("%1 is marked unique, but the %2 documents in %3 have no %4. A missing value counts "
                              "as null and only one item per %5 value may be null, so the second %2 document in a "
                              "partition would be refused. The key is therefore left out of the policy of %3: enforce "
                              "it with a uniqueness container partitioned by %4 (one small document per value, created "
                              "before the item) or in the application.")
            .arg(label, namesOf(model, f.subjects), container.name, paths, key);
    case Kind::PartitionScoped: {
        Text text = AnalysisTr::tr("%1 is unique only within one %2 value, because unique keys apply per logical "
                                      "partition: items with different %2 values may share it.")
                           .arg(label, key);
        if (f.onePerPartition)
            text += QStringLiteral(" ")
                + AnalysisTr::tr("Each %1 value holds a single %2 document, so this key cannot stop two of them from "
                                 "sharing a value.")
                      .arg(key, namesOf(model, f.subjects));
        text += QStringLiteral(" ")
            + AnalysisTr::tr("For uniqueness across the container, make %1 the partition key of a container that "
                             "holds it, or keep a uniqueness container partitioned by %1.")
                  .arg(paths);
        return text;
    }
    case Kind::Sparse:
        return AnalysisTr::tr("%1 is not required, but a missing value counts as null: only one item per %2 value "
                              "may lack it.")
            .arg(label, key);
    case Kind::CaseSensitive:
        return AnalysisTr::tr("Unique values are compared case-sensitively (\"Ann@example.com\" and "
                              "\"ann@example.com\" are different): store a normalised copy, for example in lower "
                              "case, if case must not matter.");
    case Kind::CreationOnly:
        return AnalysisTr::tr("The unique key policy is fixed when the container is created: changing it later "
                              "means a new container and a migration of the data.");
    }
    return {};
}

} // namespace cosmos
