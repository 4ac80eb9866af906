// SPDX-License-Identifier: MIT
#pragma once

#include "containercomparison.h"
#include "cosmosclient.h"

namespace cosmos::account {

// A database as the account has it: whether it exists and its containers' definitions.
struct DatabaseListing {
    bool exists = false;
    AccountContainers containers;
    Response failure; // ok() when the listing was read (also when the database is missing)
};

DatabaseListing listContainers(CosmosClient &client, const QString &database);

} // namespace cosmos::account
