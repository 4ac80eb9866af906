// SPDX-License-Identifier: MIT
#include "containersynthesis.h"

#include "analysistr.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>

namespace cosmos {

namespace {

int strength(Decision decision)
{
    return decision == Decision::SingleDocument ? 2 : decision == Decision::MultiDocument ? 1 : 0;
}

class Synthesizer {
public:
    Synthesizer(const ModelIndex &index, const std::vector<RelationshipAnalysis> &relationships)
        : m_index(index)
        , m_relationships(relationships)
        , m_n(size_t(index.entityCount()))
    { }

    Synthesis run()
    {
        chooseParents();
        breakCycles();
        assignHolders();
        computeDocumentSizes();
        groupIntoContainers();
        addEdgeContainers();
        nameContainers();
        return std::move(m_out);
    }

private:
    const Relationship &relationship(int r) const { return m_index.model().relationships[size_t(r)]; }

    // Each child keeps its strongest placing relationship: single document over
    // multi-document, then the higher correlation, then model order.
    void chooseParents()
    {
        m_out.placement.parentLink.assign(m_n, -1);
        const auto &overrides = m_index.model().overrides.containers;
        for (size_t r = 0; r < m_relationships.size(); ++r) {
            const RelationshipAnalysis &ra = m_relationships[r];
            if (!ra.decision || strength(*ra.decision) == 0 || ra.selfRelationship)
                continue;
            const int child = m_index.childOf(relationship(int(r)));
            if (overrides.count(m_index.entity(child).id))
                continue; // an overridden entity is placed by the user, not by its parent
            int &current = m_out.placement.parentLink[size_t(child)];
            if (current < 0 || better(int(r), current))
                current = int(r);
        }
    }

    bool better(int a, int b) const
    {
        const auto &ra = m_relationships[size_t(a)];
        const auto &rb = m_relationships[size_t(b)];
        if (strength(*ra.decision) != strength(*rb.decision))
            return strength(*ra.decision) > strength(*rb.decision);
        return ra.correlation.value_or(0) > rb.correlation.value_or(0);
    }

    int parentEntity(int entity) const
    {
        const int link = m_out.placement.parentLink[size_t(entity)];
        return link < 0 ? -1 : m_index.parentOf(relationship(link));
    }

    // A cycle of placements (A under B under A) has no root: cut its weakest link.
    void breakCycles()
    {
        std::vector<int> state(m_n, 0); // 0 unseen, 1 on the current path, 2 done
        for (size_t start = 0; start < m_n; ++start) {
            std::vector<int> path;
            int e = int(start);
            while (e >= 0 && state[size_t(e)] == 0) {
                state[size_t(e)] = 1;
                path.push_back(e);
                e = parentEntity(e);
            }
            if (e >= 0 && state[size_t(e)] == 1) {
                const auto begin = std::find(path.begin(), path.end(), e);
                int weakest = *begin;
                for (auto it = begin; it != path.end(); ++it)
                    if (better(m_out.placement.parentLink[size_t(weakest)], m_out.placement.parentLink[size_t(*it)]))
                        weakest = *it;
                const int link = m_out.placement.parentLink[size_t(weakest)];
                m_out.notes << AnalysisTr::tr("The relationships %1 form a cycle of placements; %2 keeps its own "
                                              "container so the cycle has a root.")
                                   .arg(relationship(link).id, m_index.entity(weakest).name);
                m_out.placement.parentLink[size_t(weakest)] = -1;
            }
            for (int visited : path)
                state[size_t(visited)] = 2;
        }
    }

    void assignHolders()
    {
        auto &holder = m_out.placement.holder;
        holder.assign(m_n, -1);
        std::function<int(int)> resolve = [&](int e) -> int {
            int &h = holder[size_t(e)];
            if (h >= 0)
                return h;
            const int link = m_out.placement.parentLink[size_t(e)];
            h = e;
            if (link >= 0 && m_relationships[size_t(link)].decision == Decision::SingleDocument)
                h = resolve(m_index.parentOf(relationship(link)));
            return h;
        };
        for (size_t e = 0; e < m_n; ++e)
            resolve(int(e));
    }

    // Document sizes bottom-up over the embedding forest.
    void computeDocumentSizes()
    {
        std::vector<double> aggAvg(m_n), aggMax(m_n);
        std::vector<std::vector<int>> embeddedChildren(m_n);
        for (size_t e = 0; e < m_n; ++e) {
            aggAvg[e] = m_index.avgKB(int(e));
            aggMax[e] = m_index.maxKB(int(e));
            const int link = m_out.placement.parentLink[e];
            if (link >= 0 && m_relationships[size_t(link)].decision == Decision::SingleDocument)
                embeddedChildren[size_t(m_index.parentOf(relationship(link)))].push_back(int(e));
        }
        std::vector<bool> done(m_n, false);
        std::function<void(int)> aggregate = [&](int e) {
            if (done[size_t(e)])
                return;
            done[size_t(e)] = true;
            for (int child : embeddedChildren[size_t(e)]) {
                aggregate(child);
                const Relationship &r = relationship(m_out.placement.parentLink[size_t(child)]);
                const double avgChildren = r.avgChildren.value_or(1);
                const double maxChildren = r.maxChildren.value_or(kUnbounded);
                aggAvg[size_t(e)] += avgChildren * aggAvg[size_t(child)];
                aggMax[size_t(e)] += isUnbounded(maxChildren) ? kUnbounded : maxChildren * aggMax[size_t(child)];
            }
        };
        m_out.placement.docAvgKB.resize(m_n);
        m_out.placement.docMaxKB.resize(m_n);
        for (size_t e = 0; e < m_n; ++e)
            aggregate(int(e));
        m_out.placement.ownAvgKB = aggAvg;
        m_out.placement.ownMaxKB = aggMax;
        for (size_t e = 0; e < m_n; ++e) {
            const int h = m_out.placement.holder[e];
            aggregate(h);
            m_out.placement.docAvgKB[e] = aggAvg[size_t(h)];
            m_out.placement.docMaxKB[e] = aggMax[size_t(h)];
        }
    }

    int rootOf(int e) const
    {
        while (parentEntity(e) >= 0)
            e = parentEntity(e);
        return e;
    }

    void groupIntoContainers()
    {
        const auto &overrides = m_index.model().overrides.containers;
        QHash<QString, int> byKey;
        m_out.placement.container.assign(m_n, -1);
        for (size_t e = 0; e < m_n; ++e) {
            const int root = rootOf(int(e));
            const auto over = overrides.find(m_index.entity(root).id);
            const bool overridden = over != overrides.end();
            const QString key
                = overridden ? QStringLiteral("name:") + over->second : QStringLiteral("root:") + QString::number(root);
            auto it = byKey.constFind(key);
            if (it == byKey.constEnd()) {
                ContainerAnalysis container;
                container.rootEntity = m_index.entity(root).id;
                container.assignmentOverridden = overridden;
                if (overridden)
                    container.name = over->second;
                it = byKey.insert(key, int(m_out.containers.size()));
                m_out.containers.push_back(std::move(container));
            }
            ContainerAnalysis &container = m_out.containers[size_t(*it)];
            m_out.placement.container[e] = *it;
            const QString id = m_index.entity(int(e)).id;
            if (m_out.placement.embedded(int(e)))
                container.embedded[m_index.entity(m_index.parentOf(relationship(m_out.placement.parentLink[e]))).id]
                    << id;
            else
                container.entities << id;
            if (overrides.count(id))
                container.assignmentOverridden = true;
        }
        // The root document type comes first.
        for (ContainerAnalysis &container : m_out.containers) {
            container.entities.removeAll(container.rootEntity);
            container.entities.prepend(container.rootEntity);
        }
    }

    void addEdgeContainers()
    {
        for (size_t r = 0; r < m_relationships.size(); ++r) {
            if (m_relationships[r].decision != Decision::EdgeContainer)
                continue;
            ContainerAnalysis edge;
            edge.edgeContainer = true;
            edge.edgeRelationship = m_relationships[r].id;
            edge.rootEntity = m_relationships[r].parent;
            m_out.containers.push_back(std::move(edge));
        }
    }

    void nameContainers()
    {
        QSet<QString> taken;
        for (const ContainerAnalysis &container : m_out.containers)
            if (container.assignmentOverridden)
                taken.insert(container.name);
        for (ContainerAnalysis &container : m_out.containers) {
            if (container.assignmentOverridden)
                continue;
            QStringList names;
            if (container.edgeContainer) {
                const Relationship &r = m_index.relationship(container.edgeRelationship);
                names << m_index.entity(m_index.parentOf(r)).name << m_index.entity(m_index.childOf(r)).name;
            } else {
                for (const QString &id : container.entities)
                    names << m_index.entity(m_index.entityIndex(id)).name;
            }
            QString name = containerNameFor(names);
            if (name.isEmpty())
                name = QStringLiteral("Container");
            QString unique = name;
            for (int n = 2; taken.contains(unique); ++n)
                unique = name + QString::number(n);
            taken.insert(unique);
            container.name = unique;
        }
    }

    const ModelIndex &m_index;
    const std::vector<RelationshipAnalysis> &m_relationships;
    size_t m_n;
    Synthesis m_out;
};

} // namespace

QString pluralOf(const QString &word)
{
    if (word.isEmpty() || !word.back().isLetter() || word.back().unicode() > 127)
        return word;
    const QString lower = word.toLower();
    if (lower.endsWith(QLatin1Char('s')) || lower.endsWith(QLatin1Char('x')) || lower.endsWith(QLatin1String("ch"))
        || lower.endsWith(QLatin1String("sh")))
        return word + QStringLiteral("es");
    if (lower.endsWith(QLatin1Char('y')) && word.size() > 1
        && !QStringLiteral("aeiou").contains(lower.at(word.size() - 2)))
        return word.left(word.size() - 1) + QStringLiteral("ies");
    return word + QLatin1Char('s');
}

QString pascalCase(const QString &name)
{
    QString out;
    bool upper = true;
    for (const QChar ch : name) {
        if (ch.isLetterOrNumber()) {
            out += upper ? ch.toUpper() : ch;
            upper = false;
        } else {
            upper = true; // spaces, dashes, underscores and forbidden / \ ? # start a new word
        }
    }
    return out;
}

QString containerNameFor(const QStringList &entityNames)
{
    QString name;
    for (qsizetype i = 0; i < entityNames.size(); ++i) {
        const QString word = pascalCase(entityNames[i]);
        name += (i + 1 == entityNames.size()) ? pluralOf(word) : word;
    }
    return name.left(255);
}

Synthesis synthesizeContainers(const ModelIndex &index, const std::vector<RelationshipAnalysis> &relationships)
{
    return Synthesizer(index, relationships).run();
}

std::optional<double> containerDefaultTtl(const ModelIndex &index, const ContainerAnalysis &container)
{
    std::optional<double> common;
    bool mixed = false, any = false;
    // Embedded entities live inside their holder's items and expire with them.
    for (const QString &id : container.entities) {
        const Entity &entity = index.entity(id);
        if (entity.ttlSeconds) {
            any = true;
            if (common && *common != *entity.ttlSeconds)
                mixed = true;
            common = entity.ttlSeconds;
        } else {
            mixed = true;
        }
    }
    if (!any)
        return std::nullopt;
    return mixed ? -1.0 : common;
}

} // namespace cosmos
