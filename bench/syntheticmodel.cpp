// SPDX-License-Identifier: MIT
#include "syntheticmodel.h"

namespace cosmos {

namespace {

// xorshift32: tiny and identical on every platform, unlike std:: distributions.
class Random {
public:
    explicit Random(unsigned seed) : m_state(seed ? seed : 1) {}
    unsigned next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return m_state;
    }
    double between(double low, double high) { return low + (high - low) * (next() % 10000) / 10000.0; }

private:
    unsigned m_state;
};

Attribute attribute(const QString &name, AttributeType type, std::optional<double> distinct = std::nullopt,
                    std::optional<double> hottest = std::nullopt)
{
    Attribute a;
    a.name = name;
    a.type = type;
    a.required = true;
    a.distinctValues = distinct;
    a.hottestValueShare = hottest;
    return a;
}

AccessPattern pattern(const QString &id, const QString &description, Operation op, const QStringList &entities,
                      double rps, const QStringList &filters, double results)
{
    AccessPattern p;
    p.id = id;
    p.description = description;
    p.operation = op;
    p.entities = entities;
    p.rpsAvg = rps;
    p.rpsPeak = rps * 2;
    for (const QString &filter : filters)
        p.filters.push_back(Filter {filter, FilterOp::Eq, Json::object()});
    p.resultCount = results;
    p.latencySloMs = 100;
    p.consistency = Consistency::Session;
    p.status = PatternStatus::Validated;
    return p;
}

} // namespace

Model syntheticModel(int entityCount, unsigned seed)
{
    Random random(seed);
    Model model;
    model.application.name = QStringLiteral("Synthetic %1").arg(entityCount);
    model.application.domain = QStringLiteral("benchmark");
    model.application.regions = {QStringLiteral("westeurope")};
    int patternNumber = 0;
    auto nextPatternId = [&]() { return QStringLiteral("AP%1").arg(++patternNumber); };

    for (int i = 0; i < entityCount; ++i) {
        const int group = i / 5;
        const int member = i % 5;
        Entity e;
        e.id = QStringLiteral("e%1").arg(i);
        e.name = QStringLiteral("Entity%1").arg(i);
        e.avgSizeKB = random.between(0.5, 6);
        e.maxSizeKB = *e.avgSizeKB * random.between(1.5, 4);
        e.documentCount = std::floor(random.between(1e3, 1e7));
        e.growth = member == 0 ? Growth::Bounded : Growth::Unbounded;
        e.attributes.push_back(attribute(e.id + QStringLiteral("Id"), AttributeType::Id));
        const QString root = QStringLiteral("e%1").arg(group * 5);
        if (member > 0)
            e.attributes.push_back(attribute(root + QStringLiteral("Id"), AttributeType::String, 1e5));
        e.attributes.push_back(attribute(QStringLiteral("name"), AttributeType::String));
        e.attributes.push_back(attribute(QStringLiteral("status"), AttributeType::String, 5, 0.4));
        e.attributes.push_back(attribute(QStringLiteral("createdAt"), AttributeType::Datetime));
        e.attributes.push_back(attribute(QStringLiteral("amount"), AttributeType::Number));
        model.entities.push_back(e);

        const double rps = std::floor(random.between(5, 800));
        const QString idAttribute = e.id + QStringLiteral("Id");
        if (member == 0) {
            model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("Read %1 by id").arg(e.name),
                                                   Operation::PointRead, {e.id}, rps, {idAttribute}, 1));
            model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("List %1 by status").arg(e.name),
                                                   Operation::Query, {e.id}, rps / 10, {QStringLiteral("status")}, 20));
        } else {
            const QString parent = member <= 2 ? root : QStringLiteral("e%1").arg(i - 1);
            Relationship r;
            r.id = parent + QLatin1Char('-') + e.id;
            r.from = parent;
            r.to = e.id;
            r.kind = member == 4 ? RelationshipKind::OneToFew : RelationshipKind::OneToMany;
            r.avgChildren = std::floor(random.between(2, 40));
            r.maxChildren = member == 3 ? kUnbounded : std::floor(*r.avgChildren * random.between(2, 10));
            r.identifying = member != 2;
            r.childUpdatedIndependently = member % 2 == 0;
            model.relationships.push_back(r);
            model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("Read %1 with %2").arg(parent, e.name),
                                                   Operation::Query, {parent, e.id}, rps * random.between(0.2, 1.5),
                                                   {root + QStringLiteral("Id")}, 10));
            model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("Read %1 by id").arg(e.name),
                                                   Operation::PointRead, {e.id}, rps / 2,
                                                   {root + QStringLiteral("Id"), idAttribute}, 1));
            AccessPattern latest = pattern(nextPatternId(), QStringLiteral("Latest %1 of a parent").arg(e.name),
                                           Operation::Query, {e.id}, rps / 5, {root + QStringLiteral("Id")}, 10);
            latest.sort.push_back(SortKey {QStringLiteral("createdAt"), SortOrder::Desc, Json::object()});
            model.accessPatterns.push_back(latest);
        }
        model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("Create %1").arg(e.name),
                                               Operation::Create, {e.id}, rps / 20, {}, 1));
        model.accessPatterns.push_back(pattern(nextPatternId(), QStringLiteral("Update %1 status").arg(e.name),
                                               Operation::Patch, {e.id}, rps / 30,
                                               member == 0 ? QStringList {idAttribute}
                                                           : QStringList {root + QStringLiteral("Id"), idAttribute},
                                               1));
        model.layout[e.id] = LayoutPoint {double(group % 20) * 420 + member * 10, double(group / 20) * 600 + member * 110,
                                          Json::object()};
    }
    // A few many-to-many links between groups.
    for (int g = 1; g * 5 < entityCount; g += 7) {
        Relationship r;
        r.id = QStringLiteral("link%1").arg(g);
        r.from = QStringLiteral("e%1").arg((g - 1) * 5);
        r.to = QStringLiteral("e%1").arg(g * 5);
        r.kind = RelationshipKind::ManyToMany;
        r.avgChildren = 20;
        r.maxChildren = g % 2 ? 50 : 5000;
        model.relationships.push_back(r);
    }
    return model;
}

} // namespace cosmos
