// SPDX-License-Identifier: MIT
#include "accountdatabase.h"

namespace cosmos::account {

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
    return listing;
}

} // namespace cosmos::account
