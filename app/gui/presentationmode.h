// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>

class QAction;
class QMenu;

namespace cosmos {

class MainWindow;
class PatternCaption;
class Walkthrough;

// For the shared screen of a design review and for the classroom: presentation mode
// (F5: full screen, docks hidden, large type, thick lines, high contrast) and the
// access-pattern walkthrough (arrows, Page Up/Down and Space step through the
// patterns; a clicker sends those keys), with a floating caption that says what the
// current pattern costs and why. Escape leaves.
class PresentationMode : public QObject {
    Q_OBJECT

public:
    explicit PresentationMode(MainWindow *window);

    void populateMenu(QMenu *menu);
    bool isPresenting() const { return m_presenting; }
    Walkthrough *walkthrough() const { return m_walkthrough; }
    PatternCaption *caption() const { return m_caption; }

public Q_SLOTS:
    // `fullScreen` false keeps the window's size (screenshots of presentation mode).
    void enter(bool fullScreen = true);
    void leave();
    void toggle();
    void toggleWalkthrough();

    // The canvas colours and lines for the window's palette: high contrast and thick
    // lines while presenting.
    void applyCanvasTheme();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void placeCaption();

    MainWindow *m_window;
    Walkthrough *m_walkthrough;
    PatternCaption *m_caption;
    QAction *m_presentAction;
    QAction *m_walkAction;
    bool m_presenting = false;
    QByteArray m_savedState;
    bool m_wasMaximized = false;
};

} // namespace cosmos
