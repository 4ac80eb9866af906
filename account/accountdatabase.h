// SPDX-License-Identifier: MIT
#pragma once

#include "containercomparison.h"
#include "cosmosclient.h"

namespace cosmos::account {

// A database as the account has it: whether it exists and its containers' definitions.
struct DatabaseListing {
    bool exists = false;
    AccountContainers containers;
    // Container id -> its dedicated throughput as the deployment plan writes it:
    // {"throughput": N} or {"autoscaleSettings": {"maxThroughput": N}}. Read from the
    // account's offers when it lists them (the emulator and test servers may not;
    // serverless accounts have none): absent when unknown.
    std::map<QString, AccountJson> throughput;
    Response failure; // ok() when the listing was read (also when the database is missing)
};

DatabaseListing listContainers(CosmosClient &client, const QString &database);

// The same for the commands that need the database: a missing one is a NotFound
// failure that names it and the endpoint.
DatabaseListing listExistingContainers(CosmosClient &client, const QString &database);

} // namespace cosmos::account
