// SPDX-License-Identifier: MIT
#include "migration.h"

#include "objectreader.h"

namespace cosmos {

namespace {
using MigrationStep = void (*)(Json &root);

// migrationSteps[v - 1] turns version v into v + 1. Empty while 1 is the only version.
constexpr MigrationStep migrationSteps[] = {nullptr};
} // namespace

bool migrateToCurrent(Json &root, Diagnostics &diagnostics)
{
    const QString pointer = QStringLiteral("/version");
    const auto it = root.find("version");
    if (it == root.end()) {
        diagnostics.push_back({QString(), QStringLiteral("the required member \"version\" is missing")});
        return false;
    }
    if (!it->is_number_integer() && !it->is_number_unsigned()) {
        diagnostics.push_back({pointer,
            QStringLiteral("expected a whole number format version, got %1").arg(ObjectReader::describe(*it))});
        return false;
    }
    const long long version = it->get<long long>();
    if (version > Model::kFormatVersion) {
        diagnostics.push_back({pointer,
            QStringLiteral("the file has format version %1, written by a newer Cosmos "
                           "Modeler; this version reads up to %2")
                .arg(version)
                .arg(Model::kFormatVersion)});
        return false;
    }
    if (version < 1) {
        diagnostics.push_back({pointer,
            QStringLiteral("expected a format version from 1 to %1, got %2").arg(Model::kFormatVersion).arg(version)});
        return false;
    }
    for (long long v = version; v < Model::kFormatVersion; ++v) {
        if (MigrationStep step = migrationSteps[v - 1])
            step(root);
        root["version"] = v + 1;
    }
    return true;
}

} // namespace cosmos
