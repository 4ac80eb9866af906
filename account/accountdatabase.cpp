// SPDX-License-Identifier: MIT
#include "accountdatabase.h"

namespace cosmos::account {

namespace {

// The offers feed names each container by its _rid; what it provisions becomes the
// plan's form. Best effort: an account that does not list offers leaves it unknown.
void readThroughput(CosmosClient &client, DatabaseListing &listing)
{
    std::map<std::string, QString> byRid;
    for (const auto &[id, definition] : listing.containers)
        if (definition.contains("_rid") && definition["_rid"].is_string())
            byRid[definition["_rid"].get<std::string>()] = id;
    client.readFeed("GET", QStringLiteral("offers"), QString(), QStringLiteral("offers"), {}, {},
        [&](const Response &page) {
            const AccountJson &offers = page.body.value("Offers", AccountJson::array());
            if (!offers.is_array())
                return true; // not an offers feed this client knows: throughput stays unknown
            for (const AccountJson &offer : offers) {
                if (!offer.is_object() || !offer.contains("offerResourceId") || !offer["offerResourceId"].is_string())
                    continue;
                const auto container = byRid.find(offer["offerResourceId"].get<std::string>());
                if (container == byRid.end() || !offer.contains("content") || !offer["content"].is_object())
                    continue;
                const AccountJson &content = offer["content"];
                if (content.contains("offerAutopilotSettings") && content["offerAutopilotSettings"].contains("maxThroughput"))
                    listing.throughput[container->second]
                        = {{"autoscaleSettings", {{"maxThroughput", content["offerAutopilotSettings"]["maxThroughput"]}}}};
                else if (content.contains("offerThroughput"))
                    listing.throughput[container->second] = {{"throughput", content["offerThroughput"]}};
            }
            return true;
        });
}

} // namespace

DatabaseListing listContainers(CosmosClient &client, const QString &database)
{
    DatabaseListing listing;
    const QString link = QStringLiteral("dbs/") + database;
    const Response found = client.send("GET", QStringLiteral("dbs"), link, link);
    if (found.failure == Failure::NotFound)
        return listing;
    if (!found.ok()) {
        listing.failure = found;
        return listing;
    }
    listing.exists = true;
    const Response listed = client.readFeed(
        "GET", QStringLiteral("colls"), link, link + QStringLiteral("/colls"), {}, {}, [&](const Response &page) {
            const AccountJson &items = page.body.value("DocumentCollections", AccountJson::array());
            if (items.is_array())
                for (const AccountJson &item : items)
                    if (item.is_object() && item.contains("id") && item["id"].is_string())
                        listing.containers[QString::fromStdString(item["id"].get<std::string>())] = item;
            return true;
        });
    if (!listed.ok())
        listing.failure = listed;
    else
        readThroughput(client, listing);
    return listing;
}

DatabaseListing listExistingContainers(CosmosClient &client, const QString &database)
{
    DatabaseListing listing = listContainers(client, database);
    if (listing.failure.ok() && !listing.exists) {
        listing.failure.failure = Failure::NotFound;
        listing.failure.error
            = QStringLiteral("database %1 at %2: no such database").arg(database, client.endpoint().toString());
    }
    return listing;
}

} // namespace cosmos::account
