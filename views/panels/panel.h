// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <initializer_list>

class QHBoxLayout;
class QLabel;
class QScrollArea;
class QTimer;
class QVBoxLayout;

namespace cosmos {

class ModelDocument;

// Base of the dock panels: re-reads the document when the model, the analysis or
// the selection changes — but only while visible; a hidden panel catches up when it
// is shown, so panels nobody looks at cost nothing at each keystroke.
class Panel : public QWidget {
    Q_OBJECT

public:
    explicit Panel(ModelDocument *document, QWidget *parent = nullptr);

    ModelDocument *document() const { return m_document; }
    // Re-reads everything now, visible or not (tests and screenshots use it).
    void refreshNow();
    // On screen: shown and not behind another tab (tabbed docks stay "visible" but
    // are moved out of the window when their tab is not selected).
    bool isShowing() const;

public Q_SLOTS:
    // Its tab was selected or it was shown: catch up if anything changed meanwhile.
    void becameVisible();

    // Modest: docks must leave the canvas most of the window.
    QSize sizeHint() const override { return {420, 240}; }

protected:
    // What the panel shows depends on: by default the analysis and the selection.
    // The analysis follows every model change within the same event-loop turn, so
    // panels refresh once per edit, not twice.
    enum Dependency { OnModel = 1, OnAnalysis = 2, OnSelection = 4 };
    void setDependencies(int dependencies) { m_dependencies = dependencies; }
    // Refresh this long after the last change instead of at once (expensive panels).
    void setRefreshDelay(int milliseconds);
    virtual void refresh() = 0;
    // After a language switch, before the refresh: sets again what the panel set only
    // once, when it was built (titles, column headers, placeholders).
    virtual void retranslate() { }
    // From refresh(): not now, again after the refresh delay (the panel stays stale).
    void postponeRefresh();

    void showEvent(QShowEvent *event) override;

    // The panel's own layout, top to bottom, with the narrow margins of every dock.
    QVBoxLayout *dockLayout();
    // Fills the panel with a list beside the details of its current row; the widths
    // are shared out by the stretch factors.
    void setListAndDetails(QWidget *list, QWidget *details, int listStretch, int detailsStretch);

private:
    void changed(int dependency, bool typing = false);

    ModelDocument *m_document;
    int m_dependencies = OnAnalysis | OnSelection;
    bool m_stale = true;
    QTimer *m_delay = nullptr;
    QTimer *m_typingPause = nullptr; // a large model being typed into: refresh when it pauses
};

// Marks an input as refused, with the reason in its tooltip (red border), or
// clears the mark and gives the field its own tooltip back. Nothing is clamped or
// changed behind the user's back.
void setFieldError(QWidget *field, const QString &error);

// An editable list as the inspector shows them: `content` (a table or a tree) with a
// row of buttons under it, left-aligned, without margins. Returns the layout so that
// more can follow.
QVBoxLayout *layOutWithButtons(QWidget *owner, QWidget *content, std::initializer_list<QWidget *> buttons);

// A row of a panel's form: `label`, then `field` taking the width left, then `after`.
QHBoxLayout *labelledRow(QLabel *label, QWidget *field, std::initializer_list<QWidget *> after = {});

// A widget owned by `owner` holding `widgets` one above the other, without margins,
// the last taking the height left: a side of a splitter.
QWidget *column(QWidget *owner, std::initializer_list<QWidget *> widgets);

// Labels that hold sentences: wrapped to the dock's width and selectable, so that a
// number or a reason can be copied into a review.
void makeReadable(std::initializer_list<QLabel *> labels);

// `content` in a frameless scroll area owned by `owner`, so that a short dock (a tall
// inspector beside it at 1280×720) scrolls rather than lay rows over one another.
// Drawn on the panel's own background: a filled viewport would add nothing to see and
// would hide the panels beneath it from Qt's visibility (the panels' tests stack them
// in one window).
QScrollArea *scrollingArea(QWidget *owner, QWidget *content);

} // namespace cosmos
