// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <vector>

namespace cosmos::test {

// The designated initializers below leave the members they do not name at their
// defaults, on purpose; gcc's -Wextra would warn of each one left out.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

// Small models for tests, written as code so each test shows the numbers it uses; the
// benchmarks' synthetic model is built with it too, so there is one way to make entities,
// attributes, relationships and patterns.
class ModelBuilder {
public:
    ModelBuilder()
    {
        m_model.application.name = QStringLiteral("Test");
        m_model.application.regions = {QStringLiteral("japaneast")};
        m_model.application.capacityMode = CapacityMode::Provisioned;
    }

    ModelBuilder &application(const QString &name, const QString &domain, const QStringList &regions)
    {
        m_model.application.name = name;
        m_model.application.domain = domain;
        m_model.application.regions = regions;
        return *this;
    }

    ModelBuilder &mode(CapacityMode mode)
    {
        m_model.application.capacityMode = mode;
        return *this;
    }

    ModelBuilder &regions(int count)
    {
        m_model.application.regions.clear();
        for (int i = 0; i < count; ++i)
            m_model.application.regions << QStringLiteral("region%1").arg(i);
        return *this;
    }

    ModelBuilder &consistency(Consistency consistency)
    {
        m_model.application.consistency = consistency;
        return *this;
    }

    // An entity with an id attribute "<id>Id" and the given extra attributes.
    ModelBuilder &entity(
        const QString &id, double avgKB, double maxKB, double count, const std::vector<Attribute> &attributes = {})
    {
        Entity e {.id = id,
            .name = id.at(0).toUpper() + id.mid(1),
            .avgSizeKB = avgKB,
            .maxSizeKB = maxKB,
            .documentCount = count,
            .attributes = {attribute(id + QStringLiteral("Id"), AttributeType::Id)}};
        e.attributes.insert(e.attributes.end(), attributes.begin(), attributes.end());
        m_model.entities.push_back(e);
        return *this;
    }

    static Attribute attribute(const QString &name, AttributeType type = AttributeType::String,
        std::optional<double> distinct = std::nullopt, std::optional<double> hottest = std::nullopt)
    {
        return Attribute {
            .name = name, .type = type, .required = true, .distinctValues = distinct, .hottestValueShare = hottest};
    }

    ModelBuilder &relationship(const QString &from, const QString &to, RelationshipKind kind, double avgChildren,
        double maxChildren, bool identifying = false, bool independent = false)
    {
        m_model.relationships.push_back(Relationship {.id = from + QLatin1Char('-') + to,
            .from = from,
            .to = to,
            .kind = kind,
            .avgChildren = avgChildren,
            .maxChildren = maxChildren,
            .identifying = identifying,
            .childUpdatedIndependently = independent});
        return *this;
    }

    Relationship &lastRelationship() { return m_model.relationships.back(); }
    Entity &lastEntity() { return m_model.entities.back(); }

    // A pattern with an equality filter on each of eqFilters.
    ModelBuilder &pattern(const QString &id, Operation op, const QStringList &entities, double rpsAvg, double rpsPeak,
        const QStringList &eqFilters = {}, double resultCount = 1)
    {
        AccessPattern p {.id = id,
            .description = id,
            .operation = op,
            .entities = entities,
            .rpsAvg = rpsAvg,
            .rpsPeak = rpsPeak,
            .resultCount = resultCount,
            .latencySloMs = 100,
            .consistency = Consistency::Session};
        for (const QString &attribute : eqFilters)
            p.filters.push_back(Filter {attribute, FilterOp::Eq, Json::object()});
        m_model.accessPatterns.push_back(p);
        return *this;
    }

    AccessPattern &lastPattern() { return m_model.accessPatterns.back(); }

    ModelBuilder &layout(const QString &entity, double x, double y)
    {
        m_model.layout[entity] = LayoutPoint {x, y, Json::object()};
        return *this;
    }

    ModelBuilder &assume(const QString &name, double value)
    {
        m_model.assumptions[name] = value;
        return *this;
    }

    Model build() const { return m_model; }

private:
    Model m_model;
};

#pragma GCC diagnostic pop

} // namespace cosmos::test
