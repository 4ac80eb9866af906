// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include <QScrollArea>

class QStackedWidget;

namespace cosmos {

class EntityInspector;
class FieldBinder;
class PatternInspector;
class RelationshipInspector;

// The property inspector: edits whatever is selected — an entity, a relationship or
// an access pattern — or, with nothing selected, the application's settings.
class InspectorPanel : public Panel {
    Q_OBJECT

public:
    explicit InspectorPanel(ModelDocument *document, QWidget *parent = nullptr);

protected:
    void refresh() override;
    void retranslate() override;

private:
    void buildPages();
    QWidget *createApplicationPage();

    QScrollArea *m_scroll = new QScrollArea(this);
    QStackedWidget *m_pages = nullptr;
    FieldBinder *m_application;
    QWidget *m_applicationPage;
    EntityInspector *m_entity;
    RelationshipInspector *m_relationship;
    PatternInspector *m_pattern;
    QWidget *m_multiple;
    QString m_subject; // what the form shows: kind and id, "several" or empty (the application)
};

} // namespace cosmos
