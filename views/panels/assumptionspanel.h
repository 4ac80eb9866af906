// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include <QTreeWidget>

namespace cosmos {

// Every constant the rules use, grouped, with its default; editable (stored in the
// model), resettable one by one or all at once. Moving a threshold recomputes every
// decision — the classroom's way to see why a design changes.
class AssumptionsPanel : public Panel {
    Q_OBJECT

public:
    explicit AssumptionsPanel(ModelDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }

protected:
    void refresh() override;

private:
    void edited(const QString &name, const QString &text);
    void addSizeCurve();
    void addDerivedValues();
    void editedSizeCurve(int row, const QString &text);
    void resetAll();

    QTreeWidget *m_tree = new QTreeWidget(this);
    bool m_loading = false;
};

} // namespace cosmos
