// SPDX-License-Identifier: MIT
#pragma once

#include "modelbuilder.h"

namespace cosmos::test {

// A model that exercises every export feature at once: unique keys (single,
// composite, sparse; one left out because other documents share its partitions), mixed TTL (container default -1, items
// with "ttl"), a hierarchical partition key, small and large many-to-many relationships (ids on both sides, edge
// container), a container name that needs escaping in ARM and Bicep ("[Archive] O'Brien's events"), two regions and
// manual throughput.
inline Model featureModel()
{
    using B = ModelBuilder;
    auto unique = [](const QString &name, bool required = true) {
        Attribute a = B::attribute(name);
        a.unique = true;
        a.required = required;
        return a;
    };
    auto grouped = [](const QString &name) {
        Attribute a = B::attribute(name);
        a.uniqueGroup = QStringLiteral("person");
        return a;
    };
    ModelBuilder b;
    b.regions(2);
    // Sessions share the customer's partitions, so the unique email is left out.
    b.entity(QStringLiteral("customer"), 2, 4, 100000, {unique(QStringLiteral("email"))});
    b.entity(QStringLiteral("session"), 1, 1, 500000,
        {B::attribute(QStringLiteral("customerId")),
            B::attribute(QStringLiteral("createdAt"), AttributeType::Datetime)});
    b.lastEntity().ttlSeconds = 86400;
    b.relationship(QStringLiteral("customer"), QStringLiteral("session"), RelationshipKind::OneToMany, 5, 50, true);
    // Members live alone: their unique keys (single, composite, sparse) are deployed.
    b.entity(QStringLiteral("member"), 1, 2, 50000,
        {B::attribute(QStringLiteral("clubId"), AttributeType::String, 300), unique(QStringLiteral("email")),
            grouped(QStringLiteral("firstName")), grouped(QStringLiteral("lastName")),
            unique(QStringLiteral("nickname"), false)});
    b.entity(QStringLiteral("event"), 1, 2, 1e7,
        {B::attribute(QStringLiteral("tenantId"), AttributeType::String, 200),
            B::attribute(QStringLiteral("userId"), AttributeType::String, 100000),
            B::attribute(QStringLiteral("createdAt"), AttributeType::Datetime),
            B::attribute(QStringLiteral("tags"), AttributeType::Array)});
    b.entity(QStringLiteral("student"), 1, 2, 10000, {B::attribute(QStringLiteral("name"))})
        .entity(QStringLiteral("course"), 2, 3, 500, {B::attribute(QStringLiteral("title"))})
        .relationship(QStringLiteral("student"), QStringLiteral("course"), RelationshipKind::ManyToMany, 4, 10);
    b.entity(QStringLiteral("tag"), 1, 1, 5000, {B::attribute(QStringLiteral("label"))})
        .entity(QStringLiteral("article"), 4, 8, 200000, {B::attribute(QStringLiteral("headline"))})
        .relationship(QStringLiteral("tag"), QStringLiteral("article"), RelationshipKind::ManyToMany, 40, 5000);

    b.pattern(QStringLiteral("AP1"), Operation::PointRead, {QStringLiteral("customer")}, 100, 200,
        {QStringLiteral("customerId")});
    b.pattern(QStringLiteral("AP2"), Operation::Query, {QStringLiteral("customer"), QStringLiteral("session")}, 60, 120,
        {QStringLiteral("customerId")}, 6);
    b.pattern(QStringLiteral("AP3"), Operation::Create, {QStringLiteral("session")}, 50, 100);
    b.pattern(QStringLiteral("AP4"), Operation::Create, {QStringLiteral("customer")}, 5, 20);
    b.pattern(
        QStringLiteral("AP16"), Operation::Query, {QStringLiteral("member")}, 15, 30, {QStringLiteral("clubId")}, 30);
    b.pattern(QStringLiteral("AP17"), Operation::Create, {QStringLiteral("member")}, 2, 4);
    b.pattern(QStringLiteral("AP5"), Operation::Query, {QStringLiteral("event")}, 40, 90,
        {QStringLiteral("tenantId"), QStringLiteral("userId")}, 50);
    b.lastPattern().sort.push_back(SortKey {QStringLiteral("createdAt"), SortOrder::Desc, Json::object()});
    b.pattern(
        QStringLiteral("AP6"), Operation::Query, {QStringLiteral("event")}, 5, 10, {QStringLiteral("tenantId")}, 20);
    b.lastPattern().filters.push_back(Filter {QStringLiteral("tags"), FilterOp::Contains, Json::object()});
    b.pattern(QStringLiteral("AP7"), Operation::Create, {QStringLiteral("event")}, 300, 900);
    b.pattern(QStringLiteral("AP8"), Operation::Query, {QStringLiteral("student"), QStringLiteral("course")}, 30, 60,
        {QStringLiteral("studentId")}, 5);
    b.pattern(QStringLiteral("AP9"), Operation::Create, {QStringLiteral("student")}, 2, 5);
    b.pattern(
        QStringLiteral("AP10"), Operation::PointRead, {QStringLiteral("course")}, 20, 40, {QStringLiteral("courseId")});
    b.pattern(QStringLiteral("AP11"), Operation::Create, {QStringLiteral("course")}, 1, 2);
    b.pattern(QStringLiteral("AP12"), Operation::Query, {QStringLiteral("tag"), QStringLiteral("article")}, 25, 50,
        {QStringLiteral("tagId")}, 20);
    b.pattern(QStringLiteral("AP13"), Operation::Create, {QStringLiteral("article"), QStringLiteral("tag")}, 3, 10);
    b.pattern(QStringLiteral("AP14"), Operation::PointRead, {QStringLiteral("article")}, 80, 160,
        {QStringLiteral("articleId")});
    b.pattern(QStringLiteral("AP15"), Operation::Create, {QStringLiteral("tag")}, 1, 2);
    Model model = b.build();
    const QString archive = QStringLiteral("[Archive] O'Brien's events");
    model.overrides.containers[QStringLiteral("event")] = archive;
    model.overrides.partitionKeys[archive] = {QStringLiteral("/tenantId"), QStringLiteral("/userId")};
    return model;
}

// One entity per name, each in its own container named by an override: names
// that are hostile as file names, plus (when `invalidIds`) ones Azure refuses.
inline Model hostileNamesModel(bool invalidIds)
{
    QStringList names {QStringLiteral("con"), QString::fromUtf8("\xF0\x9F\x93\xA6 Orders"),
        QStringLiteral("\"quoted\""), QStringLiteral("[x] it's ${odd}"), QStringLiteral("a_b"),
        QStringLiteral("Orders"), QStringLiteral("orders")};
    if (invalidIds)
        names << QStringLiteral("../../etc/passwd") << QStringLiteral("a/b") << QString(300, QLatin1Char('x'));
    ModelBuilder b;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString id = QStringLiteral("thing%1").arg(i);
        b.entity(id, 1, 2, 1000, {ModelBuilder::attribute(QStringLiteral("status"), AttributeType::String, 5)});
        b.pattern(
            QStringLiteral("AP%1").arg(2 * i + 1), Operation::PointRead, {id}, 10, 20, {id + QStringLiteral("Id")});
        b.pattern(QStringLiteral("AP%1").arg(2 * i + 2), Operation::Create, {id}, 1, 2);
    }
    Model model = b.build();
    for (qsizetype i = 0; i < names.size(); ++i)
        model.overrides.containers[QStringLiteral("thing%1").arg(i)] = names[i];
    return model;
}

// `model` deployed with this capacity mode, in these regions.
inline Model withCapacity(Model model, CapacityMode mode, const QStringList &regions)
{
    model.application.capacityMode = mode;
    model.application.regions = regions;
    return model;
}

} // namespace cosmos::test
