// SPDX-License-Identifier: MIT
#include "syntheticdocuments.h"

#include <nlohmann/json.hpp>

#include <random>
#include <string>

namespace cosmos {

namespace {

using Json = nlohmann::json;

const char *const kStatuses[] = {"delivered", "delivered", "delivered", "shipped", "open", "cancelled"};
const char *const kCountries[] = {"JP", "JP", "JP", "JP", "IN", "IN", "US", "DE", "FR", "BR"};

Json order(int i, std::mt19937 &random)
{
    std::uniform_int_distribution<int> lineCount(0, 6);
    std::uniform_int_distribution<int> pick(0, 1 << 20);
    Json lines = Json::array();
    for (int l = lineCount(random); l > 0; --l)
        lines.push_back({{"sku", "sku-" + std::to_string(pick(random) % 5000)}, {"quantity", 1 + pick(random) % 4},
            {"price", double(pick(random) % 10000) / 100}});
    Json tags = Json::array();
    for (int t = pick(random) % 4; t > 0; --t)
        tags.push_back("tag-" + std::to_string(pick(random) % 40));
    return {{"id", "order-" + std::to_string(i)}, {"type", "order"},
        {"customerId", "customer-" + std::to_string(pick(random) % 20000)},
        {"status", kStatuses[size_t(pick(random)) % std::size(kStatuses)]},
        {"createdAt", "2026-0" + std::to_string(1 + i % 9) + "-1" + std::to_string(i % 10) + "T10:00:00Z"},
        {"total", double(pick(random) % 100000) / 100}, {"lines", lines}, {"tags", tags},
        {"shipTo", {{"city", "city-" + std::to_string(pick(random) % 300)},
                       {"country", kCountries[size_t(pick(random)) % std::size(kCountries)]}}},
        {"_rid", "rid" + std::to_string(i)}, {"_etag", "\"etag\""}, {"_ts", 1764000000 + i}};
}

Json customer(int i, std::mt19937 &random)
{
    std::uniform_int_distribution<int> pick(0, 1 << 20);
    return {{"id", "customer-" + std::to_string(i)}, {"type", "customer"},
        {"email", "user" + std::to_string(i) + "@example.com"}, {"name", "Customer " + std::to_string(i)},
        {"country", kCountries[size_t(pick(random)) % std::size(kCountries)]}, {"vip", pick(random) % 10 == 0},
        {"addresses", Json::array({{{"city", "city-" + std::to_string(pick(random) % 300)}, {"zip", "100-000"}}})}};
}

Json product(int i, std::mt19937 &random)
{
    std::uniform_int_distribution<int> pick(0, 1 << 20);
    return {{"id", "sku-" + std::to_string(i)}, {"type", "product"}, {"name", "Product " + std::to_string(i)},
        {"category", "category-" + std::to_string(pick(random) % 25)}, {"price", double(pick(random) % 10000) / 100},
        {"description", std::string(size_t(200 + pick(random) % 600), 'x')}};
}

} // namespace

QByteArray syntheticDocuments(int count)
{
    std::mt19937 random(20261205);
    QByteArray lines;
    lines.reserve(qsizetype(count) * 700);
    for (int i = 0; i < count; ++i) {
        const int kind = i % 10;
        const Json document = kind < 6 ? order(i, random) : kind < 9 ? customer(i, random) : product(i, random);
        lines += QByteArray::fromStdString(document.dump());
        lines += '\n';
    }
    return lines;
}

} // namespace cosmos
