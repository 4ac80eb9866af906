// SPDX-License-Identifier: MIT
#include "syntheticmodel.h"

#include "modelbuilder.h"

#include <cmath>

namespace cosmos {

namespace {

// xorshift32: tiny and identical on every platform, unlike std:: distributions.
class Random {
public:
    explicit Random(unsigned seed)
        : m_state(seed ? seed : 1)
    { }
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

using test::ModelBuilder;

// Builds the model a group of five entities at a time: the root and its four children.
class SyntheticBuilder {
public:
    explicit SyntheticBuilder(unsigned seed)
        : m_random(seed)
    { }

    void addEntity(int i);
    void addLinks(int entityCount);
    ModelBuilder &builder() { return m_builder; }

private:
    void addEntityItself(const QString &id, const QString &name, int member, const QString &rootId);
    void addRootPatterns(const QString &id, const QString &name, double rps);
    void addChildPatterns(const QString &id, const QString &name, int i, int member, const QString &root, double rps);
    // A validated pattern with its own description, peaking at twice its average rate.
    void addPattern(const QString &description, Operation op, const QStringList &entities, double rps,
        const QStringList &filters, double results);

    Random m_random;
    ModelBuilder m_builder;
    int m_patternNumber = 0;
};

void SyntheticBuilder::addEntity(int i)
{
    const int group = i / 5;
    const int member = i % 5;
    const QString id = QStringLiteral("e%1").arg(i);
    const QString name = QStringLiteral("Entity%1").arg(i);
    const QString root = QStringLiteral("e%1").arg(group * 5);
    const QString rootId = root + QStringLiteral("Id");
    const QString idAttribute = id + QStringLiteral("Id");
    addEntityItself(id, name, member, rootId);

    const double rps = std::floor(m_random.between(5, 800));
    if (member == 0)
        addRootPatterns(id, name, rps);
    else
        addChildPatterns(id, name, i, member, root, rps);
    addPattern(QStringLiteral("Create %1").arg(name), Operation::Create, {id}, rps / 20, {}, 1);
    addPattern(QStringLiteral("Update %1 status").arg(name), Operation::Patch, {id}, rps / 30,
        member == 0 ? QStringList {idAttribute} : QStringList {rootId, idAttribute}, 1);
    m_builder.layout(id, double(group % 20) * 420 + member * 10, double(group / 20) * 600 + member * 110);
}

void SyntheticBuilder::addEntityItself(const QString &id, const QString &name, int member, const QString &rootId)
{
    // One statement a draw: the order of the draws decides the model.
    const double avgKB = m_random.between(0.5, 6);
    const double maxKB = avgKB * m_random.between(1.5, 4);
    const double count = std::floor(m_random.between(1e3, 1e7));
    std::vector<Attribute> attributes;
    if (member > 0)
        attributes.push_back(ModelBuilder::attribute(rootId, AttributeType::String, 1e5));
    attributes.push_back(ModelBuilder::attribute(QStringLiteral("name")));
    attributes.push_back(ModelBuilder::attribute(QStringLiteral("status"), AttributeType::String, 5, 0.4));
    attributes.push_back(ModelBuilder::attribute(QStringLiteral("createdAt"), AttributeType::Datetime));
    attributes.push_back(ModelBuilder::attribute(QStringLiteral("amount"), AttributeType::Number));
    m_builder.entity(id, avgKB, maxKB, count, attributes);
    m_builder.lastEntity().name = name;
    m_builder.lastEntity().growth = member == 0 ? Growth::Bounded : Growth::Unbounded;
}

void SyntheticBuilder::addRootPatterns(const QString &id, const QString &name, double rps)
{
    addPattern(
        QStringLiteral("Read %1 by id").arg(name), Operation::PointRead, {id}, rps, {id + QStringLiteral("Id")}, 1);
    addPattern(QStringLiteral("List %1 by status").arg(name), Operation::Query, {id}, rps / 10,
        {QStringLiteral("status")}, 20);
}

void SyntheticBuilder::addChildPatterns(
    const QString &id, const QString &name, int i, int member, const QString &root, double rps)
{
    const QString parent = member <= 2 ? root : QStringLiteral("e%1").arg(i - 1);
    const QString rootId = root + QStringLiteral("Id");
    const double avgChildren = std::floor(m_random.between(2, 40));
    const double maxChildren = member == 3 ? kUnbounded : std::floor(avgChildren * m_random.between(2, 10));
    m_builder.relationship(parent, id, member == 4 ? RelationshipKind::OneToFew : RelationshipKind::OneToMany,
        avgChildren, maxChildren, member != 2, member % 2 == 0);
    const double withParentRps = rps * m_random.between(0.2, 1.5);
    addPattern(QStringLiteral("Read %1 with %2").arg(parent, name), Operation::Query, {parent, id}, withParentRps,
        {rootId}, 10);
    addPattern(QStringLiteral("Read %1 by id").arg(name), Operation::PointRead, {id}, rps / 2,
        {rootId, id + QStringLiteral("Id")}, 1);
    addPattern(QStringLiteral("Latest %1 of a parent").arg(name), Operation::Query, {id}, rps / 5, {rootId}, 10);
    m_builder.lastPattern().sort.push_back(SortKey {QStringLiteral("createdAt"), SortOrder::Desc, Json::object()});
}

void SyntheticBuilder::addPattern(const QString &description, Operation op, const QStringList &entities, double rps,
    const QStringList &filters, double results)
{
    m_builder.pattern(QStringLiteral("AP%1").arg(++m_patternNumber), op, entities, rps, rps * 2, filters, results);
    m_builder.lastPattern().description = description;
    m_builder.lastPattern().status = PatternStatus::Validated;
}

// A few many-to-many links between groups.
void SyntheticBuilder::addLinks(int entityCount)
{
    for (int g = 1; g * 5 < entityCount; g += 7) {
        m_builder.relationship(QStringLiteral("e%1").arg((g - 1) * 5), QStringLiteral("e%1").arg(g * 5),
            RelationshipKind::ManyToMany, 20, g % 2 ? 50 : 5000);
        m_builder.lastRelationship().id = QStringLiteral("link%1").arg(g);
    }
}

} // namespace

Model syntheticModel(int entityCount, unsigned seed)
{
    SyntheticBuilder synthetic(seed);
    synthetic.builder()
        .application(QStringLiteral("Synthetic %1").arg(entityCount), QStringLiteral("benchmark"),
            {QStringLiteral("westeurope")})
        .mode(CapacityMode::Autoscale);
    for (int i = 0; i < entityCount; ++i)
        synthetic.addEntity(i);
    synthetic.addLinks(entityCount);
    return synthetic.builder().build();
}

} // namespace cosmos
