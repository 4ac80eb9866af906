// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

namespace cosmos {

class ModelDocument;

// Steps through the access patterns one at a time — for a design review or a
// lesson. Each step focuses one pattern: the canvas highlights its entities,
// relationships and container and dims the rest.
class Walkthrough : public QObject {
    Q_OBJECT

public:
    explicit Walkthrough(ModelDocument *document, QObject *parent = nullptr);

    bool isActive() const { return m_active; }
    int position() const { return m_index; }       // 0-based
    int count() const;
    QString currentPattern() const;

public Q_SLOTS:
    void start();
    void stop();
    void next();
    void previous();
    void first();
    void last();

Q_SIGNALS:
    void stepChanged(const QString &patternId, int position, int count);
    void activeChanged(bool active);

private:
    void show(int index);

    ModelDocument *m_document;
    bool m_active = false;
    int m_index = 0;
};

} // namespace cosmos
