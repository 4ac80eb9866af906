// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "model/document/model.h"

namespace cosmos {

// The mapping between the document types and their JSON form (FORMAT.md section 1).
// Readers validate types and ranges and record diagnostics by JSON pointer; they
// always return a value (with defaults where the input was wrong), so one pass
// reports every problem. Writers produce every member FORMAT.md lists.

// A list of texts as a JSON array of strings.
Json stringArray(const QStringList &list);

Json toJson(const Application &application);
Json toJson(const Attribute &attribute);
Json toJson(const Entity &entity);
Json toJson(const Relationship &relationship);
Json toJson(const AccessPattern &pattern);
Json toJson(const Overrides &overrides);
Json toJson(const LayoutPoint &point);
Json toJson(const Model &model);
// The model with its entities, relationships and access patterns left as empty arrays,
// for a writer that writes them one by one (ModelWriter::toBytes).
Json toJsonWithoutLists(const Model &model);
// One design (application … layout and its unknown members), without format,
// version or the file-level members: the form of an alternative's "design" and of
// ObjectKind::Design changes.
Json designToJson(const Model &design);
Json toJson(const DesignAlternative &alternative);

Application readApplication(const Json &json, const QString &pointer, Diagnostics &diagnostics);
Attribute readAttribute(const Json &json, const QString &pointer, Diagnostics &diagnostics);
Entity readEntity(const Json &json, const QString &pointer, Diagnostics &diagnostics);
Relationship readRelationship(const Json &json, const QString &pointer, Diagnostics &diagnostics);
AccessPattern readAccessPattern(const Json &json, const QString &pointer, Diagnostics &diagnostics);
Overrides readOverrides(const Json &json, const QString &pointer, Diagnostics &diagnostics);
LayoutPoint readLayoutPoint(const Json &json, const QString &pointer, Diagnostics &diagnostics);
std::map<QString, double> readAssumptions(const Json &json, const QString &pointer, Diagnostics &diagnostics);
// assumptions.sizeCurve: rows of {kb, readRu, writeRu}, sizes increasing, charges not
// decreasing; empty when absent or wrong (the diagnostics say where).
inline constexpr const char *kSizeCurveName = "sizeCurve";
std::vector<SizeCurvePoint> readSizeCurve(const Json &assumptions, const QString &pointer, Diagnostics &diagnostics);

// The body of a current-version document (format and version already checked).
Model readModelBody(const Json &root, Diagnostics &diagnostics);
// One design at `pointer` ("" for the top level, "/alternatives/0/design" inside).
Model readDesign(const Json &json, const QString &pointer, Diagnostics &diagnostics);
DesignAlternative readAlternative(const Json &json, const QString &pointer, Diagnostics &diagnostics);

} // namespace cosmos
