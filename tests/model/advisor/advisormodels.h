// SPDX-License-Identifier: MIT
#pragma once

#include "modelbuilder.h"

// Small models shared by the advisor and checklist tests. Each comment gives the
// numbers the analysis works out for it.
namespace cosmos::test {

inline QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// One "device" document type keyed by deviceKey (no id attribute); the most
// popular device gets `hottest` of `peak` queries per second of 1 KB, provisioned.
// hottest 0.25 at 20,000 RPS: 2.5 + 1 = 3.5 RU each, 70,000 RU/s in all, the hottest
// key 17,500 RU/s against 10,000 → hot, synthetic suffix of 4 shards.
inline Model devices(double hottest, double peak, AttributeType keyType = AttributeType::String)
{
    ModelBuilder b;
    b.entity(s("device"), 1, 1, 0, {ModelBuilder::attribute(s("deviceKey"), keyType, 1000, hottest)});
    b.lastEntity().attributes.erase(b.lastEntity().attributes.begin());
    b.pattern(s("AP1"), Operation::Query, {s("device")}, peak, peak, {s("deviceKey")});
    b.lastPattern().attributesNeeded = {s("deviceKey")};
    return b.build();
}

// Sensor readings of 0.5 KB from 100,000 devices, created `peakWrites` times per
// second at peak, read per device over a time range.
inline Model sensors(double peakWrites)
{
    ModelBuilder b;
    b.entity(s("reading"), 0.5, 0.5, 1e9,
        {ModelBuilder::attribute(s("deviceId"), AttributeType::String, 100000),
            ModelBuilder::attribute(s("recordedAt"), AttributeType::Datetime)});
    b.lastEntity().growth = Growth::Unbounded;
    b.pattern(s("AP1"), Operation::Create, {s("reading")}, peakWrites / 2, peakWrites);
    b.pattern(s("AP2"), Operation::Query, {s("reading")}, 10, 20, {s("deviceId")}, 60);
    b.lastPattern().filters.push_back(Filter {s("recordedAt"), FilterOp::Range, Json::object()});
    b.lastPattern().attributesNeeded = {s("recordedAt")};
    return b.build();
}

// Orders read by id 5,000 times a second (the key becomes /orderId) and queried by
// productId `queryRps` times a second: that query fans out over all partitions.
inline Model ordersByProduct(double queryRps)
{
    ModelBuilder b;
    b.entity(s("order"), 2, 4, 1e7, {ModelBuilder::attribute(s("productId"), AttributeType::String, 100000)});
    b.pattern(s("AP1"), Operation::PointRead, {s("order")}, 5000, 8000, {s("orderId")});
    b.pattern(s("AP2"), Operation::Query, {s("order")}, queryRps, queryRps * 2, {s("productId")}, 1);
    b.lastPattern().attributesNeeded = {s("orderId")};
    b.pattern(s("AP3"), Operation::Create, {s("order")}, 10, 20);
    return b.build();
}

// Two regions writing; AP1 patches a counter in place.
inline Model regionalCounters(bool multiRegionWrites)
{
    ModelBuilder b;
    b.regions(2);
    b.entity(s("counter"), 0.2, 0.2, 1000, {ModelBuilder::attribute(s("value"), AttributeType::Number)});
    b.pattern(s("AP1"), Operation::Patch, {s("counter")}, 100, 300, {s("counterId")});
    b.pattern(s("AP2"), Operation::PointRead, {s("counter")}, 100, 300, {s("counterId")});
    Model model = b.build();
    model.application.multiRegionWrites = multiRegionWrites;
    return model;
}

} // namespace cosmos::test
