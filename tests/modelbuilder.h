// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <initializer_list>

namespace cosmos::test {

// Small models for tests, written as code so each test shows the numbers it uses.
class ModelBuilder {
public:
    ModelBuilder()
    {
        m_model.application.name = QStringLiteral("Test");
        m_model.application.regions = {QStringLiteral("japaneast")};
        m_model.application.capacityMode = CapacityMode::Provisioned;
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
    ModelBuilder &entity(const QString &id, double avgKB, double maxKB, double count,
                         std::initializer_list<Attribute> attributes = {})
    {
        Entity e;
        e.id = id;
        e.name = id.at(0).toUpper() + id.mid(1);
        e.avgSizeKB = avgKB;
        e.maxSizeKB = maxKB;
        e.documentCount = count;
        Attribute key;
        key.name = id + QStringLiteral("Id");
        key.type = AttributeType::Id;
        key.required = true;
        e.attributes.push_back(key);
        for (const Attribute &attribute : attributes)
            e.attributes.push_back(attribute);
        m_model.entities.push_back(e);
        return *this;
    }

    static Attribute attribute(const QString &name, AttributeType type = AttributeType::String,
                               std::optional<double> distinct = std::nullopt, std::optional<double> hottest = std::nullopt)
    {
        Attribute a;
        a.name = name;
        a.type = type;
        a.required = true;
        a.distinctValues = distinct;
        a.hottestValueShare = hottest;
        return a;
    }

    ModelBuilder &relationship(const QString &from, const QString &to, RelationshipKind kind, double avgChildren,
                               double maxChildren, bool identifying = false, bool independent = false)
    {
        Relationship r;
        r.id = from + QLatin1Char('-') + to;
        r.from = from;
        r.to = to;
        r.kind = kind;
        r.avgChildren = avgChildren;
        r.maxChildren = maxChildren;
        r.identifying = identifying;
        r.childUpdatedIndependently = independent;
        m_model.relationships.push_back(r);
        return *this;
    }

    Relationship &lastRelationship() { return m_model.relationships.back(); }
    Entity &lastEntity() { return m_model.entities.back(); }

    // A pattern; filters are "attribute" for equality or "attribute:range".
    ModelBuilder &pattern(const QString &id, Operation op, const QStringList &entities, double rpsAvg, double rpsPeak,
                          const QStringList &eqFilters = {}, double resultCount = 1)
    {
        AccessPattern p;
        p.id = id;
        p.description = id;
        p.operation = op;
        p.entities = entities;
        p.rpsAvg = rpsAvg;
        p.rpsPeak = rpsPeak;
        for (const QString &attribute : eqFilters)
            p.filters.push_back(Filter {attribute, FilterOp::Eq, Json::object()});
        p.resultCount = resultCount;
        p.latencySloMs = 100;
        p.consistency = Consistency::Session;
        m_model.accessPatterns.push_back(p);
        return *this;
    }

    AccessPattern &lastPattern() { return m_model.accessPatterns.back(); }

    ModelBuilder &assume(const QString &name, double value)
    {
        m_model.assumptions[name] = value;
        return *this;
    }

    Model build() const { return m_model; }

private:
    Model m_model;
};

} // namespace cosmos::test
