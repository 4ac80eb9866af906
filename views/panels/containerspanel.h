// SPDX-License-Identifier: MIT
#pragma once

#include "panel.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>
#include <QWidget>

class QVBoxLayout;

namespace cosmos {

struct Analysis;
struct ContainerAnalysis;
struct Model;

// The containers the analysis synthesised: partition key with the ranked candidates
// and why, document types, throughput, partitions, storage, cost and the hottest
// logical partition. The key and the container of each entity can be overridden
// here (undoable) and reset to what the analysis recommends.
class ContainersPanel : public Panel {
    Q_OBJECT

public:
    explicit ContainersPanel(ModelDocument *document, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QString currentContainer() const;
    void showContainer(const QString &name);

Q_SIGNALS:
    void containerChosen(const QString &name);

protected:
    void refresh() override;

private:
    void showDetails();
    void showKey(const ContainerAnalysis &c);
    void showCandidates(const ContainerAnalysis &c, const Analysis &analysis);
    void showDocumentTypes(const ContainerAnalysis &c, const Model &model, const Analysis &analysis);
    void showNumbers(const ContainerAnalysis &c, const Model &model, const Analysis &analysis);
    static QStringList servedReads(const ContainerAnalysis &c, const Model &model, const Analysis &analysis);
    void overrideKey(const QString &text);
    void overrideContainer(const QString &entityId, const QString &container);

    QListWidget *m_list = new QListWidget(this);
    QLabel *m_title = new QLabel(this);
    QComboBox *m_key = new QComboBox(this);
    QTableWidget *m_candidates = new QTableWidget(0, 7, this);
    QVBoxLayout *m_types;
    QWidget *m_typesBox = new QWidget(this);
    QLabel *m_numbers = new QLabel(this);
    QLabel *m_hottest = new QLabel(this);
    QLabel *m_remedies = new QLabel(this);
    bool m_updating = false;
};

} // namespace cosmos
