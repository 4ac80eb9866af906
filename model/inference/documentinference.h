// SPDX-License-Identifier: MIT
#pragma once

#include "documentprofile.h"
#include "model/document/model.h"

#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <vector>

namespace cosmos {

// Infers a model from sample documents (FORMAT.md section 5, `infer` and `account
// import`): one entity per value of the top-level "type" property, and one per
// container for the documents that have none. Memory grows with the number of
// distinct properties, not of documents.
class DocumentInference {
public:
    // One document read from `container` (a file's base name, or a container's id).
    void add(const SampleDocument &document, const QString &container);

    struct Options {
        QString applicationName;
        // Entity name -> documents on the account (`account import` counts them there);
        // entities not listed take the number sampled.
        std::map<QString, double> documentCounts;
    };

    // `notes` receives what the model leaves out of the sample (properties with an empty
    // name, members nested deeper than a model file allows).
    Model model(const Options &options, QStringList *notes = nullptr) const;

    // Things the user should know about the sample (an entity found in two containers).
    const QStringList &warnings() const { return m_warnings; }
    std::uint64_t documents() const { return m_documents; }

    struct EntitySample {
        QString name;
        QString container;
        std::uint64_t documents = 0;
        std::uint64_t totalBytes = 0;
        std::uint64_t maxBytes = 0;
        ObjectProfile root;
    };

private:
    EntitySample &entityFor(const SampleDocument &document, const QString &container);

    std::vector<std::unique_ptr<EntitySample>> m_entities;
    std::map<QString, size_t> m_byKey;
    QStringList m_warnings;
    std::uint64_t m_documents = 0;
};

} // namespace cosmos
