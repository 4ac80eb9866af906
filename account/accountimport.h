// SPDX-License-Identifier: MIT
#pragma once

#include "cosmosclient.h"

#include "model/document/model.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace cosmos::account {

struct ImportOptions {
    QString database;
    int sample = 1000; // documents read per container
    // Told what is being read and how far ("orders: 400 of 1000 documents"); returning
    // false cancels. Called from the thread that runs the import.
    std::function<bool(const QString &step, int done, int total)> progress;
};

struct ImportResult {
    std::optional<Model> model;
    Failure failure = Failure::None;
    QString error;      // names the endpoint, database, container or document
    QStringList warnings; // containers with no documents, types in two containers
};

// Reverse-engineers a database (FORMAT.md section 5, `account import`): its containers
// with their partition keys, indexing policies, unique keys and TTL; N documents
// sampled from each and profiled in bounded memory; each entity's documents counted
// on the account. The layout found becomes overrides, so the model reproduces it.
ImportResult importDatabase(CosmosClient &client, const ImportOptions &options);

} // namespace cosmos::account
