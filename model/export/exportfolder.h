// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/analysis/analysis.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace cosmos {

// FORMAT.md section 3: the export folder. One entry point for the CLI and the GUI.

enum class ExportProduct { Requirements, DataModel, Containers, Indexing, Arm, Bicep, Samples };

QList<ExportProduct> allExportProducts();
QString exportProductName(ExportProduct product); // the --only spelling: "requirements", …

// "requirements,datamodel": the products in the order given, each once; nullopt
// and a message naming the unknown entry otherwise.
std::optional<QList<ExportProduct>> parseExportProducts(const QString &list, QString *error);

struct ExportFile {
    QString path; // relative to the export folder, "/"-separated
    QByteArray bytes;
};

struct ExportRendering {
    std::vector<ExportFile> files;
    QStringList warnings; // the export differs from the model or needs attention
    QStringList errors;   // the model cannot be exported as asked; no file should be written
};

// Every file of the chosen products, in memory, in a fixed order: what the export
// panels show and what exportFolder() writes. Deterministic.
ExportRendering renderExport(const Findings &findings, const QList<ExportProduct> &products);

struct ExportResult {
    enum class Failure { None, InvalidModel, CannotWrite };
    Failure failure = Failure::None;
    QStringList written; // relative paths, in the order written
    QStringList warnings;
    QStringList errors;
};

// Writes the chosen products into `directory` (created when missing). Every file is
// first written into a hidden temporary folder, made durable as a whole (inside an
// existing folder, beside a new one); only when all are complete are they moved in
// (a new folder as a whole, an existing one file by file with rename, which needs no
// space), so a failed write leaves `directory` as it was. Nothing is
// written outside the directory and its temporary sibling, not even through a
// symbolic link inside it. Warns when a container's unique keys or
// partition key differ from an earlier export in the same place (both are fixed
// when a container is created) and when files of containers that no longer exist
// are left there.
ExportResult exportFolder(const Findings &findings, const QString &directory, const QList<ExportProduct> &products);

// The file name stem of each container, in analysis order: safeFileName(), then
// "-2", "-3" … where two would meet (also when only their case differs).
std::vector<QString> containerFileNames(const Analysis &analysis);

// A container name as a file name: anything outside [A-Za-z0-9._-] becomes "_", no
// leading dot or hyphen, Windows device names ("con", "nul", "com1" …) prefixed,
// at most 100 characters (a hash keeps long names apart), never empty.
QString safeFileName(const QString &name);

} // namespace cosmos
