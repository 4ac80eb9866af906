<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>cosmos::AccessPatternsPanel</name>
    <message numerus="yes">
        <source>Delete %n Access Pattern(s)</source>
        <translation>
            <numerusform>Delete %n Access Pattern</numerusform>
            <numerusform>Delete %n Access Patterns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::AnalysisTr</name>
    <message numerus="yes">
        <source>The database provisions %1 RU/s over %n physical partition(s), shared by %2.</source>
        <translation>
            <numerusform>The database provisions %1 RU/s over %n physical partition, shared by %2.</numerusform>
            <numerusform>The database provisions %1 RU/s over %n physical partitions, shared by %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasController</name>
    <message numerus="yes">
        <source>Move %n Entities</source>
        <translation>
            <numerusform>Move %n Entity</numerusform>
            <numerusform>Move %n Entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>Delete %n Object</numerusform>
            <numerusform>Delete %n Objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>Paste %n Entity</numerusform>
            <numerusform>Paste %n Entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::ChecklistPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::CostsPanel</name>
    <message numerus="yes">
        <source>all %Ln</source>
        <comment>containers</comment>
        <translation>
            <numerusform>all %Ln</numerusform>
            <numerusform>all %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more</source>
        <comment>containers</comment>
        <translation>
            <numerusform>%Ln more</numerusform>
            <numerusform>%Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::ExportPanel</name>
    <message numerus="yes">
        <source>%n file(s) written into %1.</source>
        <translation>
            <numerusform>%n file written into %1.</numerusform>
            <numerusform>%n files written into %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapPanel</name>
    <message numerus="yes">
        <source>Key %1 · %n physical partition(s) · hottest value: %2 RU/s of %3 allowed (%4), %5</source>
        <translation>
            <numerusform>Key %1 · %n physical partition · hottest value: %2 RU/s of %3 allowed (%4), %5</numerusform>
            <numerusform>Key %1 · %n physical partitions · hottest value: %2 RU/s of %3 allowed (%4), %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapWidget</name>
    <message numerus="yes">
        <source>%n other(s), each</source>
        <translation>
            <numerusform>%n other, each</numerusform>
            <numerusform>%n others, each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::ImportActions</name>
    <message numerus="yes">
        <source>%n line(s) of the document could not be used as written; the patterns they concern are drafts and the checklist asks for what is missing.</source>
        <translation>
            <numerusform>%n line of the document could not be used as written; the patterns it concerns are drafts and the checklist asks for what is missing.</numerusform>
            <numerusform>%n lines of the document could not be used as written; the patterns they concern are drafts and the checklist asks for what is missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n entity(s); save the model to keep them.</source>
        <translation>
            <numerusform>Imported %n entity; save the model to keep it.</numerusform>
            <numerusform>Imported %n entities; save the model to keep them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::MainWindow</name>
    <message numerus="yes">
        <source>Cannot be served (%n reason(s)) · </source>
        <translation>
            <numerusform>Cannot be served (%n reason) · </numerusform>
            <numerusform>Cannot be served (%n reasons) · </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s peak · %2/month</source>
        <translation>
            <numerusform>%n container · %1 RU/s peak · %2/month</numerusform>
            <numerusform>%n containers · %1 RU/s peak · %2/month</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::ModelDocument</name>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (and %n more)</numerusform>
            <numerusform>%1 (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explainer</name>
    <message numerus="yes">
        <source>%n container(s) · %1 RU/s at peak · %2 of data · %3 a month</source>
        <translation>
            <numerusform>%n container · %1 RU/s at peak · %2 of data · %3 a month</numerusform>
            <numerusform>%n containers · %1 RU/s at peak · %2 of data · %3 a month</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Key %1 · %2 RU/s at peak · %n physical partition(s) · %3 a month · hottest key %4</source>
        <translation>
            <numerusform>Key %1 · %2 RU/s at peak · %n physical partition · %3 a month · hottest key %4</numerusform>
            <numerusform>Key %1 · %2 RU/s at peak · %n physical partitions · %3 a month · hottest key %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of data in %n physical partition(s).</source>
        <translation>
            <numerusform>%1 of data in %n physical partition.</numerusform>
            <numerusform>%1 of data in %n physical partitions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::ModelScene</name>
    <message numerus="yes">
        <source>%1 RU/s peak · %n partition(s) · %2 · %3/month</source>
        <translation>
            <numerusform>%1 RU/s peak · %n partition · %2 · %3/month</numerusform>
            <numerusform>%1 RU/s peak · %n partitions · %2 · %3/month</numerusform>
        </translation>
    </message>
</context>
</TS>
