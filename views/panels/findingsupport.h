// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/advice.h"

#include <QIcon>

class QWidget;

namespace cosmos {

class ModelDocument;

// What the Advisor and Checklist panels share: severity icons from the current
// style (they follow light, dark and high-contrast themes), a sort rank that puts
// the most severe first, labels, and selecting a finding's subject on the canvas.
QIcon severityIcon(const QWidget *widget, FindingSeverity severity);
QIcon severityIcon(const QWidget *widget, AdviceSeverity severity);
int severityRank(FindingSeverity severity); // 0 = most severe
int severityRank(AdviceSeverity severity);
QString severityLabel(FindingSeverity severity);
QString severityLabel(AdviceSeverity severity);
QString subjectLabel(const ModelDocument *document, const Subject &subject);

// Selects the subject: an entity, relationship or pattern directly, a container as
// its document types. The application has nothing to select; returns false then.
bool selectSubject(ModelDocument *document, const Subject &subject);

} // namespace cosmos
