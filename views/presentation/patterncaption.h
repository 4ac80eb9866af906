// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QLabel>

namespace cosmos {

class ModelDocument;

// A floating bar over the canvas for reviews and lessons: the current access
// pattern, where it goes (point read, single- or cross-partition query, write), what
// one request and the pattern cost, the decision it drives, and the position in the
// walkthrough.
class PatternCaption : public QFrame {
    Q_OBJECT

public:
    PatternCaption(ModelDocument *document, QWidget *parent);

    void showPattern(const QString &patternId, int position, int count);
    void setLarge(bool large);
    // With the reasons behind the cost (the default), or without them where room
    // is short; they are then the caption's tooltip.
    void setDetailed(bool detailed);
    QString text() const;

protected:
    // Its labels' fonts are sized from the caption's: they follow a change of it.
    void changeEvent(QEvent *event) override;

private:
    ModelDocument *m_document;
    QLabel *m_title = new QLabel(this);
    QLabel *m_route = new QLabel(this);
    QLabel *m_why = new QLabel(this);
    QLabel *m_step = new QLabel(this);
    bool m_large = false;
    bool m_detailed = true;
    struct Shown {
        QString patternId;
        int position = 0;
        int count = 0;
    } m_shown; // shown again in the new language after a switch
};

} // namespace cosmos
