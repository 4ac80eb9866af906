<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Explainer</name>
    <message>
        <source>within limits</source>
        <translation>上限内</translation>
    </message>
    <message>
        <source>close to a limit</source>
        <translation>上限に近い</translation>
    </message>
    <message>
        <source>hot: over a limit</source>
        <translation>ホット: 上限超過</translation>
    </message>
    <message>
        <source>Hierarchical key %1</source>
        <translation>階層キー %1</translation>
    </message>
    <message>
        <source>Synthetic key suffix with %1 shards</source>
        <translation>%1 シャードの合成キー サフィックス</translation>
    </message>
    <message>
        <source>Time bucket in the key %1</source>
        <translation>キー %1 に時間バケットを追加</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation>単一パーティション クエリ</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation>クロスパーティション クエリ</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>%1 on %2 · %3 RU per request · %4 RU/s on average, %5 at peak</source>
        <translation>%2 上の%1 · 要求あたり %3 RU · 平均 %4 RU/s、ピーク %5</translation>
    </message>
    <message>
        <source>no container</source>
        <translation>コンテナーなし</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <source>Undecided: %1</source>
        <translation>未決定: %1</translation>
    </message>
    <message>
        <source>%1 by rule %2</source>
        <translation>ルール %2 により%1</translation>
    </message>
    <message>
        <source>(%1 of %2 reads also read %3)</source>
        <translation>(%2 の読み取りのうち %1 が %3 も読み取る)</translation>
    </message>
    <message>
        <source>Key %1 · %2 RU/s at peak · %3 physical partition(s) · %4 a month · hottest key %5</source>
        <translation>キー %1 · ピーク %2 RU/s · 物理パーティション %3 個 · 月額 %4 · 最もホットなキー %5</translation>
    </message>
    <message>
        <source>%1 is not stored in any container yet.</source>
        <translation>%1 はまだどのコンテナーにも格納されていません。</translation>
    </message>
    <message>
        <source>Embedded in each %1 document in %2.</source>
        <translation>%2 内の各 %1 ドキュメントに埋め込まれています。</translation>
    </message>
    <message>
        <source>Stored as its own documents in %1, keyed by %2.</source>
        <translation>%1 に独立したドキュメントとして格納され、キーは %2 です。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>%1 documents of %2 on average, %3 at most</source>
        <translation>%1 件のドキュメント、平均 %2、最大 %3</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation>不明な数の</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>サイズ不明</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (%2 requests a second on average)</source>
        <translation>%1 (平均毎秒 %2 要求)</translation>
    </message>
    <message>
        <source>Never read by an access pattern.</source>
        <translation>どのアクセス パターンからも読み取られません。</translation>
    </message>
    <message>
        <source>Read by %1.</source>
        <translation>%1 が読み取ります。</translation>
    </message>
    <message>
        <source>Never written by an access pattern.</source>
        <translation>どのアクセス パターンからも書き込まれません。</translation>
    </message>
    <message>
        <source>Written by %1.</source>
        <translation>%1 が書き込みます。</translation>
    </message>
    <message>
        <source>Decisions it takes part in</source>
        <translation>関係する判断</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Reads of %1: %2 a second on average; reads of %3: %4; reads of both together: %5.</source>
        <translation>%1 の読み取り: 平均毎秒 %2、%3 の読み取り: %4、両方同時の読み取り: %5。</translation>
    </message>
    <message>
        <source>%1 alone: %2 of the reads; %3 alone: %4.</source>
        <translation>%1 のみ: 読み取りの %2、%3 のみ: %4。</translation>
    </message>
    <message>
        <source>Embedded, the children would add %1 on average and %2 at most to each %3 document.</source>
        <translation>埋め込むと、子は各 %3 ドキュメントに平均 %1、最大 %2 を追加します。</translation>
    </message>
    <message>
        <source>Identifying: %1 cannot exist without its %2.</source>
        <translation>識別関係: %1 は %2 なしでは存在できません。</translation>
    </message>
    <message>
        <source>The rules, in order</source>
        <translation>ルール (順番に)</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>同居させる前の確認事項</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>impossible (%1)</source>
        <translation>不可能 (%1)</translation>
    </message>
    <message>
        <source>What each design would cost</source>
        <translation>各設計のコスト</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ分析されていません。</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>影響する判断: %1</translation>
    </message>
    <message>
        <source>How the cost is computed</source>
        <translation>コストの計算方法</translation>
    </message>
    <message>
        <source>Container %1</source>
        <translation>コンテナー %1</translation>
    </message>
    <message>
        <source>Document types: %1.</source>
        <translation>ドキュメントの種類: %1。</translation>
    </message>
    <message>
        <source>Why this partition key</source>
        <translation>このパーティション キーの理由</translation>
    </message>
    <message>
        <source>%1 (score %2): %3</source>
        <translation>%1 (スコア %2): %3</translation>
    </message>
    <message>
        <source>Best candidates</source>
        <translation>上位の候補</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>最もホットな論理パーティション: %1</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>対策</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Throughput and cost</source>
        <translation>スループットとコスト</translation>
    </message>
    <message>
        <source>%1 RU/s on average and %2 RU/s at peak; %3 RU/s provisioned.</source>
        <translation>平均 %1 RU/s、ピーク %2 RU/s、プロビジョニング %3 RU/s。</translation>
    </message>
    <message>
        <source>%1 of data in %2 physical partition(s).</source>
        <translation>物理パーティション %2 個に %1 のデータ。</translation>
    </message>
    <message>
        <source>%1 for throughput and %2 for storage: %3 a month.</source>
        <translation>スループット %1、ストレージ %2: 月額 %3。</translation>
    </message>
    <message>
        <source>%1 container(s) · %2 RU/s at peak · %3 of data · %4 a month</source>
        <translation>コンテナー %1 個 · ピーク %2 RU/s · データ %3 · 月額 %4</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>注目点</translation>
    </message>
    <message>
        <source>Select an entity, a relationship or an access pattern to see how the tool decided.</source>
        <translation>エンティティ、リレーションシップ、またはアクセス パターンを選択すると、ツールがどのように判断したかを表示します。</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternModel</name>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition</source>
        <translation>単一パーティション</translation>
    </message>
    <message>
        <source>cross-partition</source>
        <translation>クロスパーティション</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <source>RPS avg</source>
        <translation>平均 RPS</translation>
    </message>
    <message>
        <source>RPS peak</source>
        <translation>ピーク RPS</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>RU/request</source>
        <translation>RU/要求</translation>
    </message>
    <message>
        <source>RU/s avg</source>
        <translation>平均 RU/s</translation>
    </message>
    <message>
        <source>RU/s peak</source>
        <translation>ピーク RU/s</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; the RPS was not changed.</source>
        <translation>%1: &quot;%2&quot; は数値ではありません。RPS は変更されていません。</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>%1: %2; the value was not changed.</source>
        <translation>%1: %2。値は変更されていません。</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒否されました</translation>
    </message>
</context>
<context>
    <name>cosmos::AccessPatternsPanel</name>
    <message>
        <source>Filter access patterns…</source>
        <translation>アクセス パターンを絞り込み…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>アクセス パターンを追加</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (コピー)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 を複製</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Access Pattern(s)</source>
        <translation>
            <numerusform>%n 件のアクセス パターンを削除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cosmos::AlternativeActions</name>
    <message>
        <source>&amp;Alternatives</source>
        <translation>代替案(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate as Alternative…</source>
        <translation>代替案として複製(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Compare With</source>
        <translation>次と比較(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Switch To</source>
        <translation>次に切り替え(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>削除(&amp;L)</translation>
    </message>
    <message>
        <source>This cannot be done: %1</source>
        <translation>この操作は実行できません: %1</translation>
    </message>
    <message>
        <source>Duplicate as Alternative</source>
        <translation>代替案として複製</translation>
    </message>
    <message>
        <source>Switch to “%1”</source>
        <translation>「%1」に切り替え</translation>
    </message>
    <message>
        <source>Previous design</source>
        <translation>以前の設計</translation>
    </message>
    <message>
        <source>Rename Alternative</source>
        <translation>代替案の名前の変更</translation>
    </message>
    <message>
        <source>Delete Alternative</source>
        <translation>代替案の削除</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>代替案</translation>
    </message>
    <message>
        <source>A copy of the current design is kept under this name. Change the current design, then compare the two.

Name:</source>
        <translation>現在の設計のコピーをこの名前で保持します。現在の設計を変更してから、2 つを比較してください。

名前:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前:</translation>
    </message>
    <message>
        <source>Delete the alternative “%1”? Undo brings it back.</source>
        <translation>代替案「%1」を削除しますか? [元に戻す] で復元できます。</translation>
    </message>
</context>
<context>
    <name>cosmos::AnalysisTr</name>
    <message>
        <source>one-to-one</source>
        <translation>1 対 1</translation>
    </message>
    <message>
        <source>one-to-few</source>
        <translation>1 対少数</translation>
    </message>
    <message>
        <source>one-to-many</source>
        <translation>1 対多</translation>
    </message>
    <message>
        <source>many-to-many</source>
        <translation>多対多</translation>
    </message>
    <message>
        <source>%1 refers to other %1 items: a self-relationship is stored as a reference (an id, or an ancestor path for hierarchies) in the same container, never embedded in itself.</source>
        <translation>%1 は他の %1 アイテムを参照します。自己リレーションシップは同じコンテナー内の参照 (ID、または階層の場合は祖先のパス) として格納され、自分自身に埋め込まれることはありません。</translation>
    </message>
    <message>
        <source>Rule 1 applies: many-to-many with at most %1 links per %2 and %3 per %4 (limit %5), so each side keeps the other&apos;s ids.</source>
        <translation>ルール 1 を適用: %2 あたり最大 %1 件、%4 あたり %3 件のリンクを持つ多対多 (上限 %5) のため、両側が相手の ID を保持します。</translation>
    </message>
    <message>
        <source>Rule 1 does not apply: %1.</source>
        <translation>ルール 1 は適用されません: %1。</translation>
    </message>
    <message>
        <source>the maximum number of links is not known</source>
        <translation>リンク数の上限が不明です</translation>
    </message>
    <message>
        <source>up to %1 links per side exceeds the limit of %2</source>
        <translation>片側あたり最大 %1 件のリンクが上限 %2 を超えています</translation>
    </message>
    <message>
        <source>Rule 2 applies: a many-to-many relationship with many links gets an edge container, one document per link in each direction, each partitioned by its own side.</source>
        <translation>ルール 2 を適用: リンク数の多い多対多リレーションシップにはエッジ コンテナーを使います。リンクごとに各方向 1 つのドキュメントを持ち、それぞれ自分の側でパーティション分割されます。</translation>
    </message>
    <message>
        <source>Rules 1–2 do not apply: the relationship is %1, not many-to-many.</source>
        <translation>ルール 1–2 は適用されません: リレーションシップは多対多ではなく %1 です。</translation>
    </message>
    <message>
        <source>No decision: %1</source>
        <translation>判断なし: %1</translation>
    </message>
    <message>
        <source>Do %1 and %2 need the same backup and restore?</source>
        <translation>%1 と %2 は同じバックアップと復元を必要としますか?</translation>
    </message>
    <message>
        <source>Do they scale differently (one grows or spikes while the other does not)?</source>
        <translation>スケールのしかたは異なりますか (一方だけが増加したり急増したりしますか)?</translation>
    </message>
    <message>
        <source>Do they need different consistency levels?</source>
        <translation>異なる整合性レベルが必要ですか?</translation>
    </message>
    <message>
        <source>Rule 3 applies: correlation %1 ≥ %2, maximum embedded size %3 ≤ %4 and %5 is read alone %6 of the time (&lt; %7), so %5 is embedded in %8.</source>
        <translation>ルール 3 を適用: 相関 %1 ≥ %2、埋め込み時の最大サイズ %3 ≤ %4、%5 が単独で読み取られるのは %6 (&lt; %7) のため、%5 を %8 に埋め込みます。</translation>
    </message>
    <message>
        <source>correlation %1 &lt; %2</source>
        <translation>相関 %1 &lt; %2</translation>
    </message>
    <message>
        <source>maximum embedded size %1 &gt; %2</source>
        <translation>埋め込み時の最大サイズ %1 &gt; %2</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time (≥ %4)</source>
        <translation>%1 は %3 の割合で %2 なしで読み取られます (≥ %4)</translation>
    </message>
    <message>
        <source>Rule 3 (single document) does not apply: %1.</source>
        <translation>ルール 3 (単一ドキュメント) は適用されません: %1。</translation>
    </message>
    <message>
        <source>It would be embedded, but the maximum size %1 exceeds the limit of %2.</source>
        <translation>埋め込み対象ですが、最大サイズ %1 が上限 %2 を超えています。</translation>
    </message>
    <message>
        <source>Subset pattern: %1 reads the latest %2; embed those in %3 and keep every %4 as its own document.</source>
        <translation>サブセット パターン: %1 は最新の %2 を読み取ります。それらを %3 に埋め込み、すべての %4 はそれぞれ独立したドキュメントとして保持します。</translation>
    </message>
    <message>
        <source>%1 with all its %2 can reach %3, above the %4 item limit: it can never be one document.</source>
        <translation type="vanished">%1 とそのすべての %2 は %3 に達する可能性があり、アイテムの上限 %4 を超えます。1 つのドキュメントにはできません。</translation>
    </message>
    <message>
        <source>Rule 4 applies: correlation %1 ≥ %2, so %3 documents are stored beside %4 in one container, partitioned by %4&apos;s key.</source>
        <translation>ルール 4 を適用: 相関 %1 ≥ %2 のため、%3 ドキュメントは %4 と同じコンテナーに格納され、%4 のキーでパーティション分割されます。</translation>
    </message>
    <message>
        <source>Rule 4 (multi-document) does not apply: correlation %1 &lt; %2.</source>
        <translation>ルール 4 (複数ドキュメント) は適用されません: 相関 %1 &lt; %2。</translation>
    </message>
    <message>
        <source>Rule 5 applies: the relationship is identifying (%1 cannot exist without its %2 and is looked up with the %2&apos;s id) and correlation %3 ≥ %4, so %1 documents are partitioned by the %2&apos;s key; no cross-partition queries are needed.</source>
        <translation>ルール 5 を適用: リレーションシップは識別関係 (%1 は %2 なしでは存在できず、%2 の ID で検索される) で、相関 %3 ≥ %4 のため、%1 ドキュメントは %2 のキーでパーティション分割されます。クロスパーティション クエリは不要です。</translation>
    </message>
    <message>
        <source>Rule 5 (identifying) does not apply: %1.</source>
        <translation>ルール 5 (識別関係) は適用されません: %1。</translation>
    </message>
    <message>
        <source>the relationship is not identifying</source>
        <translation>リレーションシップが識別関係ではありません</translation>
    </message>
    <message>
        <source>Rule 6 applies: %1 writes %2 and %3 in one change; a transactional batch or stored procedure needs them in one logical partition.</source>
        <translation>ルール 6 を適用: %1 は %2 と %3 を 1 回の変更で書き込みます。トランザクション バッチやストアド プロシージャでは、それらが 1 つの論理パーティションにある必要があります。</translation>
    </message>
    <message>
        <source>Rule 6 (atomic writes) does not apply: no write pattern changes %1 and %2 together.</source>
        <translation>ルール 6 (アトミックな書き込み) は適用されません: %1 と %2 を同時に変更する書き込みパターンはありません。</translation>
    </message>
    <message>
        <source>Rule 7 applies: nothing ties %1 to %2 closely enough, so each keeps its own container.</source>
        <translation>ルール 7 を適用: %1 と %2 を結び付ける十分な理由がないため、それぞれ独自のコンテナーを持ちます。</translation>
    </message>
    <message>
        <source>no access pattern touches %1, so the correlation is undefined.</source>
        <translation>%1 にアクセスするアクセス パターンがないため、相関は未定義です。</translation>
    </message>
    <message>
        <source>no read pattern with traffic touches %1, so the correlation is undefined.</source>
        <translation>トラフィックのある読み取りパターンが %1 にアクセスしないため、相関は未定義です。</translation>
    </message>
    <message>
        <source>%1 per %2 on average, at most %3</source>
        <translation>%2 あたり平均 %1、最大 %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>%1 of %2&apos;s reads (%3 of %4 RPS) also read %5</source>
        <translation>%2 の読み取りのうち %1 (%4 RPS 中 %3) が %5 も読み取ります</translation>
    </message>
    <message>
        <source>correlation undefined</source>
        <translation>相関は未定義</translation>
    </message>
    <message>
        <source>%1 is read without %2 %3 of the time</source>
        <translation>%1 は %3 の割合で %2 なしで読み取られます</translation>
    </message>
    <message>
        <source>%1 is never read</source>
        <translation>%1 は読み取られません</translation>
    </message>
    <message>
        <source>Inputs: %1 → %2, %3, %4 %5; %6; %7.</source>
        <translation>入力: %1 → %2、%3、%4 %5、%6、%7。</translation>
    </message>
    <message>
        <source>Embedded size %1 on average, %2 at most; %3; %4.</source>
        <translation>埋め込みサイズ: 平均 %1、最大 %2、%3、%4。</translation>
    </message>
    <message>
        <source>identifying</source>
        <translation>識別関係</translation>
    </message>
    <message>
        <source>not identifying</source>
        <translation>非識別関係</translation>
    </message>
    <message>
        <source>%1 is updated on its own</source>
        <translation>%1 は単独で更新されます</translation>
    </message>
    <message>
        <source>%1 changes with its %2</source>
        <translation>%1 は %2 と一緒に変更されます</translation>
    </message>
    <message>
        <source>Not applicable to a self-relationship.</source>
        <translation>自己リレーションシップには適用されません。</translation>
    </message>
    <message>
        <source>Not applicable to many-to-many relationships (rules 1–2 decide those).</source>
        <translation>多対多リレーションシップには適用されません (ルール 1–2 で判断します)。</translation>
    </message>
    <message>
        <source>Impossible: the document could reach %1, above the %2 item limit.</source>
        <translation>不可能: ドキュメントが %1 に達する可能性があり、アイテムの上限 %2 を超えます。</translation>
    </message>
    <message>
        <source>Child container keyed by %1.</source>
        <translation>%1 をキーとする子コンテナー。</translation>
    </message>
    <message>
        <source>%1 would cost %2 RU/s, %3 less than the decided %4 (%5 RU/s). The rule table decides on access correlation; weigh the saving against what the rules protect.</source>
        <translation>%1 のコストは %2 RU/s で、決定された %4 (%5 RU/s) より %3 少なくなります。ルール表はアクセスの相関に基づいて判断します。この節約とルールが守っているものとを比較検討してください。</translation>
    </message>
    <message>
        <source>Single document</source>
        <translation>単一ドキュメント</translation>
    </message>
    <message>
        <source>Multi-document container</source>
        <translation>複数ドキュメント コンテナー</translation>
    </message>
    <message>
        <source>Separate containers</source>
        <translation>別々のコンテナー</translation>
    </message>
    <message>
        <source>Duplicate ids on both sides</source>
        <translation>両側で ID を複製</translation>
    </message>
    <message>
        <source>Edge container</source>
        <translation>エッジ コンテナー</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation>単一パーティション クエリ</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation>クロスパーティション クエリ</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>HOT</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>Aggregate decisions</source>
        <translation>集約の判断</translation>
    </message>
    <message>
        <source>(no relationships)</source>
        <translation>(リレーションシップなし)</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>%1 %2 RU/s</source>
        <translation>%1 %2 RU/s</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>%1 embedded in %2</source>
        <translation>%2 に埋め込まれた %1</translation>
    </message>
    <message>
        <source>links of %1</source>
        <translation>%1 のリンク</translation>
    </message>
    <message>
        <source>key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>%1 RU/s average, %2 peak; %3 RU/s; %4 physical partition(s); %5; %6 a month</source>
        <translation>平均 %1 RU/s、ピーク %2、%3 RU/s、物理パーティション %4 個、%5、月額 %6</translation>
    </message>
    <message>
        <source>serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>autoscale max %1</source>
        <translation>自動スケーリング最大 %1</translation>
    </message>
    <message>
        <source>provisioned %1</source>
        <translation>プロビジョニング済み %1</translation>
    </message>
    <message>
        <source>hottest key value: %1 RU/s (%2), %3 (%4)</source>
        <translation>最もホットなキー値: %1 RU/s (%2)、%3 (%4)</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>%1 — %2, %3 region(s), %4 consistency</source>
        <translation>%1 — %2、リージョン %3 個、整合性 %4</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Total: %1 RU/s average, %2 RU/s peak, %3 stored, %4 a month (throughput %5, storage %6)</source>
        <translation>合計: 平均 %1 RU/s、ピーク %2 RU/s、ストレージ %3、月額 %4 (スループット %5、ストレージ %6)</translation>
    </message>
    <message>
        <source>By capacity mode: %1</source>
        <translation>容量モード別: %1</translation>
    </message>
    <message>
        <source>Massive scale: %1</source>
        <translation>大規模: %1</translation>
    </message>
    <message>
        <source>Set by the model (overridden).</source>
        <translation>モデルで設定 (オーバーライド)。</translation>
    </message>
    <message>
        <source>Highest-scoring candidate (score %1).</source>
        <translation>最高スコアの候補 (スコア %1)。</translation>
    </message>
    <message>
        <source>No attribute of %1 can be the key; /id is used, so point reads work and every query is cross-partition.</source>
        <translation>%1 にはキーにできる属性がないため /id を使用します。ポイント読み取りは機能しますが、すべてのクエリがクロスパーティションになります。</translation>
    </message>
    <message>
        <source>%1 documents have no %2 attribute; each must carry the partition key value.</source>
        <translation>%1 ドキュメントには %2 属性がありません。各ドキュメントがパーティション キーの値を持つ必要があります。</translation>
    </message>
    <message>
        <source>Cross-partition queries grow faster than partitions can be added: every new partition adds more query cost than it can serve. The numbers show the state after %1 rounds; make those queries single-partition.</source>
        <translation>クロスパーティション クエリはパーティションの追加よりも速く増加します。新しいパーティションを追加するたびに、処理できる以上のクエリ コストが増えます。数値は %1 ラウンド後の状態を示しています。これらのクエリを単一パーティションにしてください。</translation>
    </message>
    <message>
        <source>No overlap can be measured without reads of the parent.</source>
        <translation>親の読み取りがないと重なりを測定できません。</translation>
    </message>
    <message>
        <source>Not a parent–child pair.</source>
        <translation>親子のペアではありません。</translation>
    </message>
    <message>
        <source>overlap %1 &lt; %2</source>
        <translation>重なり %1 &lt; %2</translation>
    </message>
    <message>
        <source>the number of children is unbounded</source>
        <translation>子の数に上限がありません</translation>
    </message>
    <message>
        <source>the child is operated on independently</source>
        <translation>子は独立して操作されます</translation>
    </message>
    <message>
        <source>Overlap %1 &gt; %2, bounded size and an identifying relationship.</source>
        <translation>重なり %1 &gt; %2、サイズに上限があり、識別関係です。</translation>
    </message>
    <message>
        <source>Keep separate: %1.</source>
        <translation>分離を維持: %1。</translation>
    </message>
    <message>
        <source>Overlap %1: weigh the cost saving against the operational coupling.</source>
        <translation>重なり %1: コスト削減と運用上の結合度を比較検討してください。</translation>
    </message>
    <message>
        <source>The decision table chose %1 (rule %2).</source>
        <translation>判断表は %1 を選択しました (ルール %2)。</translation>
    </message>
    <message>
        <source>The relationships %1 form a cycle of placements; %2 keeps its own container so the cycle has a root.</source>
        <translation>リレーションシップ %1 は配置の循環を形成しています。循環にルートができるよう、%2 は独自のコンテナーを保持します。</translation>
    </message>
    <message>
        <source>The most popular %1 value receives %2 of the container&apos;s %3 RU/s at peak: %4 RU/s.</source>
        <translation>最も人気のある %1 の値は、ピーク時にコンテナーの %3 RU/s のうち %2 を受け取ります: %4 RU/s。</translation>
    </message>
    <message>
        <source>A logical partition can serve at most %1 RU/s; with %2 RU/s over %3 physical partition(s) each gets %4 RU/s. The hottest value uses %5 of the smaller limit.</source>
        <translation>論理パーティションが処理できるのは最大 %1 RU/s です。%2 RU/s を物理パーティション %3 個で分けると、それぞれ %4 RU/s になります。最もホットな値は小さい方の上限の %5 を使用します。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>The largest key value holds at most %1 (its documents at their maximum sizes and counts): %2 of the %3 logical partition limit.</source>
        <translation>最大のキー値が保持するのは最大 %1 (ドキュメントが最大サイズ・最大数の場合) で、論理パーティションの上限 %3 の %2 です。</translation>
    </message>
    <message>
        <source>The largest key value holds about %1 (%2 of %3 of data, assuming data is skewed like traffic): %4 of the %5 logical partition limit.</source>
        <translation>最大のキー値が保持するのは約 %1 (データ %3 の %2、データがトラフィックと同じように偏ると仮定) で、論理パーティションの上限 %5 の %4 です。</translation>
    </message>
    <message>
        <source>The heatmap shows the first %1 of %2 physical partitions.</source>
        <translation>ヒートマップには物理パーティション %2 個のうち最初の %1 個を表示しています。</translation>
    </message>
    <message>
        <source>Use the hierarchical key %1 (MultiHash, version 2): each %2 value can then span several physical partitions, and queries that give %2 alone stay targeted to them. Consider this before a synthetic key.</source>
        <translation>階層キー %1 (MultiHash、バージョン 2) を使用してください。これにより各 %2 の値が複数の物理パーティションにまたがることができ、%2 だけを指定するクエリもそれらのパーティションに限定されます。合成キーの前に検討してください。</translation>
    </message>
    <message>
        <source>Append a suffix 0…%1 to the key: the hottest value&apos;s %2 RU/s splits into %3 shards of %4 RU/s, under %5 of a partition&apos;s limit. The cost: every read of one value must query all %3 shards, about %6 RU/s more.</source>
        <translation>キーに 0…%1 のサフィックスを付けます。最もホットな値の %2 RU/s が %4 RU/s ずつの %3 個のシャードに分かれ、パーティションの上限の %5 を下回ります。代償として、1 つの値を読み取るたびに %3 個すべてのシャードをクエリする必要があり、約 %6 RU/s 増えます。</translation>
    </message>
    <message>
        <source>%1 grows with time, so all new writes land on the newest value. Combine it with a bucket (for example the device and the hour) so writes spread and each bucket stays bounded.</source>
        <translation>%1 は時間とともに増加するため、新しい書き込みはすべて最新の値に集中します。バケット (たとえばデバイスと時間) と組み合わせて、書き込みを分散させ、各バケットに上限を持たせてください。</translation>
    </message>
    <message>
        <source>A key value can outgrow the %1 logical partition limit: add a second level to the key (a hierarchical key such as %2 plus an item id) so one value can span partitions.</source>
        <translation>キー値が論理パーティションの上限 %1 を超える可能性があります。キーに第 2 レベルを追加して (%2 にアイテム ID を加えた階層キーなど)、1 つの値が複数のパーティションにまたがれるようにしてください。</translation>
    </message>
    <message>
        <source>No query runs on this container (point reads by id and partition key need no index), so every path is excluded and writes maintain no index.</source>
        <translation>このコンテナーではクエリが実行されません (ID とパーティション キーによるポイント読み取りにインデックスは不要) ため、すべてのパスを除外し、書き込み時にインデックスを維持しません。</translation>
    </message>
    <message>
        <source>Selective: the queries use %1 of the documents&apos; %2 properties (%3, at most %4), so only those paths are indexed and the rest (&quot;/*&quot;) is excluded.</source>
        <translation>選択的: クエリはドキュメントの %2 個のプロパティのうち %1 個 (%3、最大 %4) を使用するため、それらのパスだけをインデックスに含め、残り (&quot;/*&quot;) は除外します。</translation>
    </message>
    <message>
        <source>Everything indexed (&quot;/*&quot;): the queries use %1 of the documents&apos; %2 properties (%3, more than %4), so a selective policy would save little.</source>
        <translation>すべてをインデックス (&quot;/*&quot;): クエリはドキュメントの %2 個のプロパティのうち %1 個 (%3、%4 を超える) を使用するため、選択的なポリシーにしても節約はわずかです。</translation>
    </message>
    <message>
        <source>The system property _etag is excluded: no query filters on it.</source>
        <translation>システム プロパティ _etag は除外します: これでフィルターするクエリはありません。</translation>
    </message>
    <message>
        <source>Composite index %1 for %2: equality filters first, then the ORDER BY properties in query order.</source>
        <translation>%2 用の複合インデックス %1: 等値フィルターを先に、次に ORDER BY のプロパティをクエリの順に並べます。</translation>
    </message>
    <message>
        <source>%1 would need a composite index of %2 properties; Azure allows at most %3, so none is defined and the query sorts with a single-property index.</source>
        <translation>%1 には %2 個のプロパティの複合インデックスが必要ですが、Azure では最大 %3 個までのため定義しません。クエリは単一プロパティのインデックスで並べ替えます。</translation>
    </message>
    <message>
        <source>%1 filters or sorts on a property inside an array or an object; composite indexes take scalar properties only, so none is defined for it.</source>
        <translation>%1 は配列またはオブジェクト内のプロパティでフィルターまたは並べ替えを行います。複合インデックスはスカラー プロパティのみを対象とするため、定義しません。</translation>
    </message>
    <message>
        <source>Each document write maintains %1 indexed properties: about %2 RU (%1 × %3 RU, assumption indexWriteRuPerPath), against %4 RU with all %5 properties indexed. At %6 document writes/s on average that is %7 RU/s instead of %8 RU/s.</source>
        <translation>ドキュメントの書き込みごとに %1 個のインデックス付きプロパティを維持します: 約 %2 RU (%1 × %3 RU、前提条件 indexWriteRuPerPath)。全 %5 個のプロパティをインデックスに含めると %4 RU です。平均 %6 ドキュメント書き込み/s では %8 RU/s ではなく %7 RU/s になります。</translation>
    </message>
    <message>
        <source>%1 loads %2 records in one batch.</source>
        <translation>%1 は 1 回のバッチで %2 件のレコードを読み込みます。</translation>
    </message>
    <message>
        <source>Peak writes reach %1 per second, above %2.</source>
        <translation>ピーク時の書き込みは毎秒 %1 に達し、%2 を超えます。</translation>
    </message>
    <message>
        <source>Binning: can individual records be grouped into chunks, one document per chunk?</source>
        <translation>ビニング: 個々のレコードをチャンクにまとめ、チャンクごとに 1 つのドキュメントにできますか?</translation>
    </message>
    <message>
        <source>Fewer writes: what is the smallest number of real write operations needed — must every record be written on its own, or can they be batched?</source>
        <translation>書き込みの削減: 実際に必要な書き込み操作の最小数はいくつですか? すべてのレコードを個別に書き込む必要がありますか、それともバッチにできますか?</translation>
    </message>
    <message>
        <source>Physical partitions: how will the total data size multiply the cost of cross-partition queries?</source>
        <translation>物理パーティション: データの総サイズは、クロスパーティション クエリのコストをどれだけ増やしますか?</translation>
    </message>
    <message>
        <source>Link documents are keyed by the id of the side they belong to.</source>
        <translation>リンク ドキュメントは、所属する側の ID をキーにします。</translation>
    </message>
    <message>
        <source>%1 is not an attribute of any document type here; its cardinality is assumed to be %2.</source>
        <translation>%1 はここにあるどのドキュメントの種類の属性でもありません。カーディナリティは %2 と仮定します。</translation>
    </message>
    <message>
        <source>The number of distinct %1 values is unknown; %2 is assumed (set distinctValues on %3.%1).</source>
        <translation>%1 の個別の値の数が不明なため、%2 と仮定します (%3.%1 に distinctValues を設定してください)。</translation>
    </message>
    <message>
        <source>Each link is written twice, once under each side&apos;s id, so either side&apos;s links are read from one logical partition.</source>
        <translation>各リンクは両側の ID の下にそれぞれ 1 回ずつ、計 2 回書き込まれるため、どちらの側のリンクも 1 つの論理パーティションから読み取れます。</translation>
    </message>
    <message>
        <source>Hierarchical key (MultiHash, version 2): %1.</source>
        <translation>階層キー (MultiHash、バージョン 2): %1。</translation>
    </message>
    <message>
        <source>%1 of the request units that look documents up give it with an equality filter.</source>
        <translation>ドキュメントを検索する要求ユニットの %1 が、等値フィルターでこれを指定しています。</translation>
    </message>
    <message>
        <source>No access pattern looks documents up here; writes carry the key in the document.</source>
        <translation>ここでドキュメントを検索するアクセス パターンはありません。書き込みではドキュメント内にキーが含まれます。</translation>
    </message>
    <message>
        <source>%1 more give only the first level (%2): prefix queries stay cheap.</source>
        <translation>さらに %1 が第 1 レベル (%2) のみを指定します: プレフィックス クエリは低コストのままです。</translation>
    </message>
    <message>
        <source>Only %1 distinct values (&lt; %2): few logical partitions, so traffic cannot spread.</source>
        <translation>個別の値は %1 個のみ (&lt; %2): 論理パーティションが少ないため、トラフィックを分散できません。</translation>
    </message>
    <message>
        <source>%1 distinct values.</source>
        <translation>個別の値は %1 個。</translation>
    </message>
    <message>
        <source>The most popular value receives %1 of the requests.</source>
        <translation>最も人気のある値が要求の %1 を受け取ります。</translation>
    </message>
    <message>
        <source>It grows with time: new writes all go to the newest value.</source>
        <translation>時間とともに増加します: 新しい書き込みはすべて最新の値に集中します。</translation>
    </message>
    <message>
        <source>Missing from %1 documents: they would need a copy of it.</source>
        <translation>%1 ドキュメントにはありません: それらにはこのコピーが必要になります。</translation>
    </message>
    <message>
        <source> (× %1 for %2 consistency)</source>
        <translation> (%2 整合性のため × %1)</translation>
    </message>
    <message>
        <source>Point read of one %1 document (%2) by id and partition key: %3 RU/KB × %4 KB = %5 RU%6.</source>
        <translation>ID とパーティション キーによる %1 ドキュメント 1 件 (%2) のポイント読み取り: %3 RU/KB × %4 KB = %5 RU%6。</translation>
    </message>
    <message>
        <source>Declared as a point read, but the filters do not give the partition key (%1): it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、フィルターがパーティション キー (%1) を指定していないため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>Declared as a point read, but no filter gives the %1 id: it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、%1 の ID を指定するフィルターがないため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>Declared as a point read, but it returns several document types: it runs as a query.</source>
        <translation>ポイント読み取りとして宣言されていますが、複数のドキュメントの種類を返すため、クエリとして実行されます。</translation>
    </message>
    <message>
        <source>%1 + %2 KB + %3 × %4 partitions = %5 RU</source>
        <translation>%1 + %2 KB + %3 × %4 パーティション = %5 RU</translation>
    </message>
    <message>
        <source>%1 + %2 KB = %3 RU</source>
        <translation>%1 + %2 KB = %3 RU</translation>
    </message>
    <message>
        <source>Query of %1 %2 ↔ %3 link documents, %4; %5%6.</source>
        <translation>%1 %2 ↔ %3 リンク ドキュメントのクエリ、%4、%5%6。</translation>
    </message>
    <message>
        <source>within one side&apos;s partition</source>
        <translation>一方の側のパーティション内</translation>
    </message>
    <message>
        <source>across partitions: no side&apos;s id is given</source>
        <translation>パーティションをまたぐ: どちらの側の ID も指定されていません</translation>
    </message>
    <message>
        <source>%1 %2 documents (%3 returned)</source>
        <translation>%1 %2 ドキュメント (%3 を返す)</translation>
    </message>
    <message>
        <source>Single-partition query for %1: the filters give the partition key %2; %3%4.</source>
        <translation>%1 の単一パーティション クエリ: フィルターがパーティション キー %2 を指定しています。%3%4。</translation>
    </message>
    <message>
        <source>Prefix query for %1: the filters give the first level of the hierarchical key %2; %3%4.</source>
        <translation>%1 のプレフィックス クエリ: フィルターが階層キー %2 の第 1 レベルを指定しています。%3%4。</translation>
    </message>
    <message>
        <source>Cross-partition query for %1: no equality filter on the partition key %2, so all %3 physical partitions are asked; %4%5.</source>
        <translation>%1 のクロスパーティション クエリ: パーティション キー %2 に対する等値フィルターがないため、物理パーティション %3 個すべてに問い合わせます。%4%5。</translation>
    </message>
    <message>
        <source>%1 ↔ %2 link</source>
        <translation>%1 ↔ %2 リンク</translation>
    </message>
    <message>
        <source>%1 of %2 %3 document(s): %2 × %4 RU = %5 RU.</source>
        <translation>%1: %3 ドキュメント %2 件: %2 × %4 RU = %5 RU。</translation>
    </message>
    <message>
        <source>%1 of %2 %3 document(s) of %4: %2 × %5 RU = %6 RU.</source>
        <translation>%1: %3 ドキュメント %2 件 (各 %4): %2 × %5 RU = %6 RU。</translation>
    </message>
    <message>
        <source>Includes × %1 for the container&apos;s unique keys.</source>
        <translation>コンテナーの一意キーによる × %1 を含みます。</translation>
    </message>
    <message>
        <source>A transactional batch holds at most 100 operations on one partition key value.</source>
        <translation>トランザクション バッチには、1 つのパーティション キー値に対して最大 100 個の操作を含められます。</translation>
    </message>
    <message>
        <source>The pattern touches no entity, so it costs nothing here.</source>
        <translation>このパターンはどのエンティティにもアクセスしないため、ここではコストはかかりません。</translation>
    </message>
    <message>
        <source>The entities live in %1 containers, so the pattern needs %1 requests.</source>
        <translation>エンティティは %1 個のコンテナーにあるため、このパターンには %1 回の要求が必要です。</translation>
    </message>
    <message>
        <source>Changing %1.%2 also updates its copy %3.%4 in %5 %3 document(s): %5 × %6 RU = %7 RU.</source>
        <translation>%1.%2 を変更すると、%5 件の %3 ドキュメント内のコピー %3.%4 も更新されます: %5 × %6 RU = %7 RU。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 asks for %2 unique keys, but Azure allows at most %3 per container, so the container cannot be created with them. Combine attributes into composite keys (uniqueGroup) or enforce some of them in the application.</source>
        <translation>%1 は %2 個の一意キーを要求していますが、Azure ではコンテナーあたり最大 %3 個のため、この設定ではコンテナーを作成できません。属性を複合キー (uniqueGroup) にまとめるか、一部をアプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>The unique keys of %1 use %2 paths in total, but Azure allows at most %3 per container, so the container cannot be created with them. Drop paths from composite keys or enforce some keys in the application.</source>
        <translation>%1 の一意キーは合計 %2 個のパスを使用していますが、Azure ではコンテナーあたり最大 %3 個のため、この設定ではコンテナーを作成できません。複合キーからパスを減らすか、一部のキーをアプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>%1 is marked unique, but %2 lies inside an array: a unique key cannot look into array elements, so it is left out of the policy of %3. Check it in the application when the document that holds the array is written.</source>
        <translation>%1 は一意としてマークされていますが、%2 は配列の中にあります。一意キーは配列の要素を参照できないため、%3 のポリシーから除外されます。配列を持つドキュメントを書き込むときにアプリケーションで確認してください。</translation>
    </message>
    <message>
        <source>%1 is marked unique, but the %2 documents in %3 have no %4. A missing value counts as null and only one item per %5 value may be null, so the second %2 document in a partition would be refused. The key is therefore left out of the policy of %3: enforce it with a uniqueness container partitioned by %4 (one small document per value, created before the item) or in the application.</source>
        <translation>%1 は一意としてマークされていますが、%3 内の %2 ドキュメントには %4 がありません。値がない場合は null とみなされ、%5 の値ごとに null にできるアイテムは 1 つだけのため、パーティション内の 2 つ目の %2 ドキュメントは拒否されます。そのため、このキーは %3 のポリシーから除外されます。%4 でパーティション分割された一意性コンテナー (値ごとに小さなドキュメントを 1 つ、アイテムより先に作成) か、アプリケーションで強制してください。</translation>
    </message>
    <message>
        <source>%1 is unique only within one %2 value, because unique keys apply per logical partition: items with different %2 values may share it.</source>
        <translation>一意キーは論理パーティションごとに適用されるため、%1 が一意なのは 1 つの %2 の値の中だけです。%2 の値が異なるアイテム同士では重複する可能性があります。</translation>
    </message>
    <message>
        <source>Each %1 value holds a single %2 document, so this key cannot stop two of them from sharing a value.</source>
        <translation>各 %1 の値には %2 ドキュメントが 1 つしかないため、このキーでは 2 つのドキュメントが同じ値を持つことを防げません。</translation>
    </message>
    <message>
        <source>For uniqueness across the container, make %1 the partition key of a container that holds it, or keep a uniqueness container partitioned by %1.</source>
        <translation>コンテナー全体で一意にするには、%1 をそれを含むコンテナーのパーティション キーにするか、%1 でパーティション分割された一意性コンテナーを用意してください。</translation>
    </message>
    <message>
        <source>%1 is not required, but a missing value counts as null: only one item per %2 value may lack it.</source>
        <translation>%1 は必須ではありませんが、値がない場合は null とみなされます: %2 の値ごとに、これを持たないアイテムは 1 つだけです。</translation>
    </message>
    <message>
        <source>Unique values are compared case-sensitively (&quot;Ann@example.com&quot; and &quot;ann@example.com&quot; are different): store a normalised copy, for example in lower case, if case must not matter.</source>
        <translation>一意の値は大文字と小文字を区別して比較されます (&quot;Ann@example.com&quot; と &quot;ann@example.com&quot; は異なります)。大文字と小文字を区別しない場合は、正規化したコピー (たとえば小文字) を格納してください。</translation>
    </message>
    <message>
        <source>The unique key policy is fixed when the container is created: changing it later means a new container and a migration of the data.</source>
        <translation>一意キー ポリシーはコンテナーの作成時に固定されます。後から変更するには、新しいコンテナーとデータの移行が必要です。</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded has no size limit (the number of %2 per %1 is unbounded), so it would pass the %3 item limit: it can never be one document.</source>
        <translation>%2 を埋め込んだ %1 にはサイズの上限がない (%1 あたりの %2 の数に上限がない) ため、アイテムの上限 %3 を超えます。1 つのドキュメントにはできません。</translation>
    </message>
    <message>
        <source>%1 with its %2 embedded can reach %3, above the %4 item limit: it can never be one document.</source>
        <translation>%2 を埋め込んだ %1 は %3 に達する可能性があり、アイテムの上限 %4 を超えます。1 つのドキュメントにはできません。</translation>
    </message>
    <message>
        <source>Impossible: with no limit on the number of children, the document would pass the %1 item limit.</source>
        <translation>不可能: 子の数に上限がないため、ドキュメントがアイテムの上限 %1 を超えます。</translation>
    </message>
</context>
<context>
    <name>cosmos::Assumptions</name>
    <message>
        <source>Aggregate decisions</source>
        <translation>集約の判断</translation>
    </message>
    <message>
        <source>Correlation from which a child is embedded in its parent&apos;s document</source>
        <translation>子を親のドキュメントに埋め込む相関のしきい値</translation>
    </message>
    <message>
        <source>Correlation from which a child is co-located in its parent&apos;s container</source>
        <translation>子を親のコンテナーに同居させる相関のしきい値</translation>
    </message>
    <message>
        <source>Correlation from which an identifying child is co-located</source>
        <translation>識別関係の子を同居させる相関のしきい値</translation>
    </message>
    <message>
        <source>Largest share of child reads without the parent that still allows embedding</source>
        <translation>埋め込みを許容する、親なしでの子の読み取り割合の上限</translation>
    </message>
    <message>
        <source>Most links per side for which many-to-many ids are duplicated on both sides</source>
        <translation>多対多で両側に ID を複製する、片側あたりのリンク数の上限</translation>
    </message>
    <message>
        <source>Largest embedded document the design accepts</source>
        <translation>設計で許容する埋め込みドキュメントの最大サイズ</translation>
    </message>
    <message>
        <source>Azure&apos;s item size limit (2 MB)</source>
        <translation>Azure のアイテム サイズ上限 (2 MB)</translation>
    </message>
    <message>
        <source>How much cheaper another alternative must be before a note is shown</source>
        <translation>注記を表示するために、別の選択肢がどれだけ安くなる必要があるか</translation>
    </message>
    <message>
        <source>Consolidation</source>
        <translation>統合</translation>
    </message>
    <message>
        <source>Access overlap above which related containers are consolidated</source>
        <translation>関連するコンテナーを統合するアクセスの重なりのしきい値</translation>
    </message>
    <message>
        <source>Access overlap below which related containers stay separate</source>
        <translation>関連するコンテナーを分離したままにするアクセスの重なりのしきい値</translation>
    </message>
    <message>
        <source>Request costs</source>
        <translation>要求のコスト</translation>
    </message>
    <message>
        <source>Point read cost per KB of document</source>
        <translation>ドキュメント 1 KB あたりのポイント読み取りコスト</translation>
    </message>
    <message>
        <source>Create cost per KB of document</source>
        <translation>ドキュメント 1 KB あたりの作成コスト</translation>
    </message>
    <message>
        <source>Replace cost per KB of document</source>
        <translation>ドキュメント 1 KB あたりの置換コスト</translation>
    </message>
    <message>
        <source>Upsert cost per KB of document</source>
        <translation>ドキュメント 1 KB あたりのアップサート コスト</translation>
    </message>
    <message>
        <source>Patch cost per request (small changes, independent of size)</source>
        <translation>要求あたりのパッチ コスト (小さな変更、サイズに依存しない)</translation>
    </message>
    <message>
        <source>Delete cost per KB of document</source>
        <translation>ドキュメント 1 KB あたりの削除コスト</translation>
    </message>
    <message>
        <source>Fixed cost of a query</source>
        <translation>クエリの固定コスト</translation>
    </message>
    <message>
        <source>Query cost per KB returned</source>
        <translation>返される 1 KB あたりのクエリ コスト</translation>
    </message>
    <message>
        <source>Extra query cost per physical partition scanned by a cross-partition query</source>
        <translation>クロスパーティション クエリがスキャンする物理パーティションごとの追加クエリ コスト</translation>
    </message>
    <message>
        <source>Read cost multiplier under strong and bounded-staleness consistency</source>
        <translation>厳密および有界整合性制約での読み取りコストの倍率</translation>
    </message>
    <message>
        <source>Write cost multiplier in containers with unique keys</source>
        <translation>一意キーを持つコンテナーでの書き込みコストの倍率</translation>
    </message>
    <message>
        <source>Capacity and prices</source>
        <translation>容量と価格</translation>
    </message>
    <message>
        <source>Smallest manual (provisioned) throughput of a container</source>
        <translation>コンテナーの手動 (プロビジョニング) スループットの最小値</translation>
    </message>
    <message>
        <source>Manual throughput is set in steps of this size</source>
        <translation>手動スループットはこの単位で設定します</translation>
    </message>
    <message>
        <source>Smallest autoscale maximum of a container</source>
        <translation>コンテナーの自動スケーリング最大値の最小値</translation>
    </message>
    <message>
        <source>Autoscale maximum is set in steps of this size</source>
        <translation>自動スケーリング最大値はこの単位で設定します</translation>
    </message>
    <message>
        <source>Autoscale never bills below this share of its maximum</source>
        <translation>自動スケーリングは最大値のこの割合を下回って課金されることはありません</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of manual throughput for one hour in one region</source>
        <translation>1 リージョンでの手動スループット 100 RU/s の 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Price of 100 RU/s of autoscale throughput for one hour in one region</source>
        <translation>1 リージョンでの自動スケーリング スループット 100 RU/s の 1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Serverless price of one million request units</source>
        <translation>サーバーレスでの 100 万要求ユニットの価格</translation>
    </message>
    <message>
        <source>Price of one GB stored for a month in one region</source>
        <translation>1 リージョンで 1 GB を 1 か月保存する価格</translation>
    </message>
    <message>
        <source>Hours in a billing month</source>
        <translation>課金月の時間数</translation>
    </message>
    <message>
        <source>Seconds in a billing month</source>
        <translation>課金月の秒数</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Throughput limit of one logical or physical partition</source>
        <translation>論理または物理パーティション 1 つのスループット上限</translation>
    </message>
    <message>
        <source>Storage of one physical partition before it splits</source>
        <translation>物理パーティションが分割される前のストレージ量</translation>
    </message>
    <message>
        <source>Storage limit of one logical partition (one key value)</source>
        <translation>論理パーティション 1 つ (1 つのキー値) のストレージ上限</translation>
    </message>
    <message>
        <source>Utilisation of a partition limit from which it is reported as a warning</source>
        <translation>警告として報告するパーティション上限の使用率</translation>
    </message>
    <message>
        <source>Target utilisation of the hottest shard when a synthetic key suffix is proposed</source>
        <translation>合成キーのサフィックスを提案するときの、最もホットなシャードの目標使用率</translation>
    </message>
    <message>
        <source>Fewer distinct key values than this is a low-cardinality key</source>
        <translation>個別のキー値がこれより少ないキーは低カーディナリティとみなします</translation>
    </message>
    <message>
        <source>Peak writes per second from which the massive-scale questions apply</source>
        <translation>大規模向けの質問を適用する、ピーク時の毎秒書き込み数</translation>
    </message>
    <message>
        <source>Records grouped into one document by the binning estimate</source>
        <translation>ビニングの見積もりで 1 つのドキュメントにまとめるレコード数</translation>
    </message>
    <message>
        <source>Indexing and unique keys</source>
        <translation>インデックスと一意キー</translation>
    </message>
    <message>
        <source>Largest share of queried properties for which selective indexing is used</source>
        <translation>選択的インデックスを使用する、クエリ対象プロパティの割合の上限</translation>
    </message>
    <message>
        <source>Estimated extra write cost of each indexed property</source>
        <translation>インデックス付きプロパティごとの推定追加書き込みコスト</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key constraints per container</source>
        <translation>Azure のコンテナーあたりの一意キー制約の上限</translation>
    </message>
    <message>
        <source>Azure&apos;s limit of unique-key paths per container</source>
        <translation>Azure のコンテナーあたりの一意キー パスの上限</translation>
    </message>
</context>
<context>
    <name>cosmos::AssumptionsPanel</name>
    <message>
        <source>Assumption</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>Reset Selected</source>
        <translation>選択項目をリセット</translation>
    </message>
    <message>
        <source>Reset All to Defaults</source>
        <translation>すべて既定値に戻す</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; the assumption was not changed.</source>
        <translation>%1: &quot;%2&quot; は数値ではありません。前提条件は変更されていません。</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 をリセット</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 を変更</translation>
    </message>
    <message>
        <source>%1 — the assumption was not changed.</source>
        <translation>%1 — 前提条件は変更されていません。</translation>
    </message>
    <message>
        <source>Reset All Assumptions</source>
        <translation>すべての前提条件をリセット</translation>
    </message>
</context>
<context>
    <name>cosmos::AttributeTree</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Req.</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>一意</translation>
    </message>
    <message>
        <source>Unique group</source>
        <translation>一意グループ</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>個別値</translation>
    </message>
    <message>
        <source>Hottest share</source>
        <translation>最頻値の割合</translation>
    </message>
    <message>
        <source>Copy of</source>
        <translation>コピー元</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add Member</source>
        <translation>メンバーを追加</translation>
    </message>
    <message>
        <source>Add a member to the selected object or array attribute</source>
        <translation>選択したオブジェクト属性または配列属性にメンバーを追加します</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Entity</source>
        <translation>エンティティを追加(&amp;E)</translation>
    </message>
    <message>
        <source>Add an entity (or double-click the canvas)</source>
        <translation>エンティティを追加します (キャンバスをダブルクリックしても追加できます)</translation>
    </message>
    <message>
        <source>Add &amp;Relationship</source>
        <translation>リレーションシップを追加(&amp;R)</translation>
    </message>
    <message>
        <source>Relate the two selected entities, parent first (or drag from a card&apos;s handle)</source>
        <translation>選択した 2 つのエンティティを親、子の順に関連付けます (カードのハンドルからドラッグしても関連付けられます)</translation>
    </message>
    <message>
        <source>Add Access &amp;Pattern</source>
        <translation>アクセス パターンを追加(&amp;P)</translation>
    </message>
    <message>
        <source>Add an access pattern over the selected entities</source>
        <translation>選択したエンティティに対するアクセス パターンを追加します</translation>
    </message>
    <message>
        <source>Automatic &amp;Layout</source>
        <translation>自動レイアウト(&amp;L)</translation>
    </message>
    <message>
        <source>Arrange the cards, grouped by container</source>
        <translation>カードをコンテナーごとにまとめて配置します</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Selection</source>
        <translation>選択範囲にズーム(&amp;S)</translation>
    </message>
    <message>
        <source>Snap to &amp;Grid</source>
        <translation>グリッドにスナップ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>ミニマップ(&amp;M)</translation>
    </message>
    <message>
        <source>Heat &amp;Legend</source>
        <translation>ヒートの凡例(&amp;L)</translation>
    </message>
    <message>
        <source>Export Canvas as &amp;Image…</source>
        <translation>キャンバスを画像としてエクスポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Export Canvas</source>
        <translation>キャンバスのエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PNG image at 2× (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;PNG 画像 2 倍 (*.png);;SVG 図形 (*.svg);;PDF ドキュメント (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export Canvas</source>
        <translation>キャンバスをエクスポートできません</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasController</name>
    <message>
        <source>The change was refused.</source>
        <translation>変更は拒否されました。</translation>
    </message>
    <message>
        <source>Add Entity</source>
        <translation>エンティティを追加</translation>
    </message>
    <message>
        <source>Select the parent and then the child entity (two entities), or drag from a card&apos;s handle to another card.</source>
        <translation>親、子の順に 2 つのエンティティを選択するか、カードのハンドルから別のカードへドラッグしてください。</translation>
    </message>
    <message>
        <source>Add Relationship</source>
        <translation>リレーションシップを追加</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>アクセス パターンを追加</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 の名前を変更</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 を移動</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Entities</source>
        <translation>
            <numerusform>%n 個のエンティティを移動</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>%n 個のオブジェクトを削除</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no entities.</source>
        <translation>クリップボードにエンティティがありません。</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entities</source>
        <translation>
            <numerusform>%n 個のエンティティを貼り付け</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic Layout</source>
        <translation>自動レイアウト</translation>
    </message>
</context>
<context>
    <name>cosmos::CanvasExport</name>
    <message>
        <source>The canvas is empty.</source>
        <translation>キャンバスが空です。</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 に書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>cosmos::Choices</name>
    <message>
        <source>Provisioned (manual)</source>
        <translation>プロビジョニング済み (手動)</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>自動スケーリング</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>厳密</translation>
    </message>
    <message>
        <source>Bounded staleness</source>
        <translation>有界整合性制約</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>Consistent prefix</source>
        <translation>一貫性のあるプレフィックス</translation>
    </message>
    <message>
        <source>Eventual</source>
        <translation>最終的</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>ブール値</translation>
    </message>
    <message>
        <source>date/time</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>array</source>
        <translation>配列</translation>
    </message>
    <message>
        <source>Bounded</source>
        <translation>上限あり</translation>
    </message>
    <message>
        <source>Unbounded (keeps growing)</source>
        <translation>上限なし (増え続ける)</translation>
    </message>
    <message>
        <source>One to one</source>
        <translation>1 対 1</translation>
    </message>
    <message>
        <source>One to few</source>
        <translation>1 対少数</translation>
    </message>
    <message>
        <source>One to many</source>
        <translation>1 対多</translation>
    </message>
    <message>
        <source>Many to many</source>
        <translation>多対多</translation>
    </message>
    <message>
        <source>Point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>Patch</source>
        <translation>パッチ</translation>
    </message>
    <message>
        <source>Upsert</source>
        <translation>アップサート</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>等しい</translation>
    </message>
    <message>
        <source>range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>contains</source>
        <translation>含む</translation>
    </message>
    <message>
        <source>ascending</source>
        <translation>昇順</translation>
    </message>
    <message>
        <source>descending</source>
        <translation>降順</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>ドラフト</translation>
    </message>
    <message>
        <source>Validated</source>
        <translation>検証済み</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonPanel</name>
    <message>
        <source>Alternative to compare with</source>
        <translation>比較する代替案</translation>
    </message>
    <message>
        <source>Compare the current design with</source>
        <translation>現在の設計の比較対象</translation>
    </message>
    <message>
        <source>This model has no alternatives yet. Use Model › Alternatives › Duplicate as Alternative… to keep a copy of the current design, change the current design, and compare the two here.</source>
        <translation>このモデルにはまだ代替案がありません。[モデル] › [代替案] › [代替案として複製…] で現在の設計のコピーを保持し、現在の設計を変更してから、ここで 2 つを比較してください。</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>現在の設計</translation>
    </message>
    <message>
        <source>Changes read &lt;b&gt;%1&lt;/b&gt; compared with &lt;b&gt;%2&lt;/b&gt;: ▼ in green is cheaper or lighter, ▲ in red costs more.</source>
        <translation>変化は &lt;b&gt;%2&lt;/b&gt; と比較した &lt;b&gt;%1&lt;/b&gt; の値です: 緑の ▼ は安価または軽量、赤の ▲ はコスト増です。</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>RU/s on average</source>
        <translation>平均 RU/s</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
</context>
<context>
    <name>cosmos::ComparisonView</name>
    <message>
        <source>(new)</source>
        <translation>(新規)</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>変化なし</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warm</source>
        <translation>ウォーム</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>point read</source>
        <translation>ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation>単一パーティション クエリ</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation>クロスパーティション クエリ</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>(no such relationship)</source>
        <translation>(該当するリレーションシップなし)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>プロビジョニング済み</translation>
    </message>
    <message>
        <source>Autoscale</source>
        <translation>自動スケーリング</translation>
    </message>
    <message>
        <source>Serverless</source>
        <translation>サーバーレス</translation>
    </message>
    <message>
        <source>Monthly cost in each capacity mode</source>
        <translation>容量モード別の月額コスト</translation>
    </message>
    <message>
        <source>Capacity mode</source>
        <translation>容量モード</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (選択中)</translation>
    </message>
    <message>
        <source>Decisions that differ</source>
        <translation>異なる判断</translation>
    </message>
    <message>
        <source>Every relationship is decided the same way.</source>
        <translation>すべてのリレーションシップが同じように判断されています。</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>リレーションシップ</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>RU/s at peak</source>
        <translation>ピーク時 RU/s</translation>
    </message>
    <message>
        <source>Provisioned RU/s</source>
        <translation>プロビジョニング済み RU/s</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Hottest partition</source>
        <translation>最もホットなパーティション</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>only in %1</source>
        <translation>%1 のみ</translation>
    </message>
    <message>
        <source>Access patterns whose route or request cost changed</source>
        <translation>ルートまたは要求コストが変わったアクセス パターン</translation>
    </message>
    <message>
        <source>Every access pattern is routed the same way at the same cost.</source>
        <translation>すべてのアクセス パターンが同じルート、同じコストで処理されます。</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>ルート</translation>
    </message>
    <message>
        <source>RU per request</source>
        <translation>要求あたりの RU</translation>
    </message>
</context>
<context>
    <name>cosmos::ContainersPanel</name>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>One path, or 2–3 comma-separated paths for a hierarchical key</source>
        <translation>パスを 1 つ、または階層キーの場合はコンマ区切りで 2–3 個のパス</translation>
    </message>
    <message>
        <source>Use Recommended</source>
        <translation>推奨を使用</translation>
    </message>
    <message>
        <source>Remove the override and use the highest-scoring key</source>
        <translation>オーバーライドを解除し、最高スコアのキーを使用します</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Equality filters</source>
        <translation>等値フィルター</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>個別値</translation>
    </message>
    <message>
        <source>Hottest value</source>
        <translation>最もホットな値</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>Document types</source>
        <translation>ドキュメントの種類</translation>
    </message>
    <message>
        <source>Hottest logical partition: %1</source>
        <translation>最もホットな論理パーティション: %1</translation>
    </message>
    <message>
        <source>No container yet: add entities and access patterns.</source>
        <translation>コンテナーはまだありません: エンティティとアクセス パターンを追加してください。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1%2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1%2&lt;/h3&gt;</translation>
    </message>
    <message>
        <source> &lt;small&gt;(assignment overridden)&lt;/small&gt;</source>
        <translation> &lt;small&gt;(割り当てをオーバーライド)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (embedded)</source>
        <translation>%1 (埋め込み)</translation>
    </message>
    <message>
        <source>As analysed</source>
        <translation>分析どおり</translation>
    </message>
    <message>
        <source>New container…</source>
        <translation>新しいコンテナー…</translation>
    </message>
    <message>
        <source>provisioned %1 RU/s</source>
        <translation>プロビジョニング済み %1 RU/s</translation>
    </message>
    <message>
        <source>autoscale up to %1 RU/s, billed at %2 RU/s</source>
        <translation>自動スケーリング 最大 %1 RU/s、課金 %2 RU/s</translation>
    </message>
    <message>
        <source>serverless (billed per request unit)</source>
        <translation>サーバーレス (要求ユニットごとの課金)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Load&lt;/b&gt; %1 RU/s average, %2 RU/s peak — %3&lt;br&gt;&lt;b&gt;Partitions&lt;/b&gt; %4 physical · &lt;b&gt;Storage&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;Monthly cost&lt;/b&gt; %6 (throughput %7, storage %8)%9</source>
        <translation>&lt;b&gt;負荷&lt;/b&gt; 平均 %1 RU/s、ピーク %2 RU/s — %3&lt;br&gt;&lt;b&gt;パーティション&lt;/b&gt; 物理 %4 個 · &lt;b&gt;ストレージ&lt;/b&gt; %5&lt;br&gt;&lt;b&gt;月額コスト&lt;/b&gt; %6 (スループット %7、ストレージ %8)%9</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Default TTL&lt;/b&gt; %1 s</source>
        <translation>&lt;br&gt;&lt;b&gt;既定の TTL&lt;/b&gt; %1 秒</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hottest logical partition&lt;/b&gt;: %1 RU/s of %2 (%3), %4 (%5)&lt;br&gt;%6</source>
        <translation>&lt;b&gt;最もホットな論理パーティション&lt;/b&gt;: %2 のうち %1 RU/s (%3)、%4 (%5)&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies and notes&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;対策と注記&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Reset Partition Key</source>
        <translation>パーティション キーをリセット</translation>
    </message>
    <message>
        <source>Override Partition Key</source>
        <translation>パーティション キーをオーバーライド</translation>
    </message>
    <message>
        <source>New Container</source>
        <translation>新しいコンテナー</translation>
    </message>
    <message>
        <source>Container name:</source>
        <translation>コンテナー名:</translation>
    </message>
    <message>
        <source>Move to Container</source>
        <translation>コンテナーへ移動</translation>
    </message>
</context>
<context>
    <name>cosmos::CorrelationBar</name>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>co-locate %1</source>
        <translation>同居 %1</translation>
    </message>
    <message>
        <source>embed %1</source>
        <translation>埋め込み %1</translation>
    </message>
    <message>
        <source>undefined: no reads of the parent</source>
        <translation>未定義: 親の読み取りがありません</translation>
    </message>
</context>
<context>
    <name>cosmos::CostsPanel</name>
    <message>
        <source>&lt;b&gt;%1 a month&lt;/b&gt; — throughput %2, storage %3 · %4 RU/s average, %5 RU/s peak · %6 stored</source>
        <translation>&lt;b&gt;月額 %1&lt;/b&gt; — スループット %2、ストレージ %3 · 平均 %4 RU/s、ピーク %5 RU/s · ストレージ %6</translation>
    </message>
    <message>
        <source>RU/s at peak per container, by access pattern</source>
        <translation>コンテナー別・アクセス パターン別のピーク時 RU/s</translation>
    </message>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>RU/s</source>
        <translation>RU/s</translation>
    </message>
    <message>
        <source>Monthly cost per container (USD)</source>
        <translation>コンテナー別の月額コスト (USD)</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>The model in each capacity mode (USD a month)</source>
        <translation>容量モード別のモデル (USD/月)</translation>
    </message>
    <message>
        <source>monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (選択中)</translation>
    </message>
</context>
<context>
    <name>cosmos::DecisionsPanel</name>
    <message>
        <source>undefined</source>
        <translation>未定義</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>同居</translation>
    </message>
    <message>
        <source>consider carefully</source>
        <translation>慎重に検討</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>リレーションシップ</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>区分</translation>
    </message>
    <message>
        <source>Correlation</source>
        <translation>相関</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>RU/s of the patterns touching both, by design</source>
        <translation>両方にアクセスするパターンの RU/s (設計別)</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>不可能</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Questions before co-locating</source>
        <translation>同居させる前の確認事項</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityInspector</name>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Rename Entity</source>
        <translation>エンティティ名の変更</translation>
    </message>
    <message>
        <source>Edit Average Size</source>
        <translation>平均サイズの編集</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>Average size (KB)</source>
        <translation>平均サイズ (KB)</translation>
    </message>
    <message>
        <source>Edit Maximum Size</source>
        <translation>最大サイズの編集</translation>
    </message>
    <message>
        <source>Maximum size (KB)</source>
        <translation>最大サイズ (KB)</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>ドキュメント数</translation>
    </message>
    <message>
        <source>Edit Document Count</source>
        <translation>ドキュメント数の編集</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>増加</translation>
    </message>
    <message>
        <source>Edit Growth</source>
        <translation>増加の編集</translation>
    </message>
    <message>
        <source>Edit Retention</source>
        <translation>保持期間の編集</translation>
    </message>
    <message>
        <source>keep forever</source>
        <translation>無期限に保持</translation>
    </message>
    <message>
        <source>Seconds until an item expires; -1 lets each item decide; empty keeps items forever.</source>
        <translation>アイテムが期限切れになるまでの秒数。-1 は各アイテムが決定し、空欄はアイテムを無期限に保持します。</translation>
    </message>
    <message>
        <source>Time to live (s)</source>
        <translation>有効期限 (秒)</translation>
    </message>
    <message>
        <source>Edit Attributes</source>
        <translation>属性の編集</translation>
    </message>
    <message>
        <source>Embedded in another document of container &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>コンテナー &lt;b&gt;%1&lt;/b&gt; の別のドキュメントに埋め込まれています。</translation>
    </message>
    <message>
        <source>Documents in container &lt;b&gt;%1&lt;/b&gt;, partition key &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>コンテナー &lt;b&gt;%1&lt;/b&gt; のドキュメント、パーティション キー &lt;b&gt;%2&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;(%2)&lt;/span&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:gray&apos;&gt;(%2)&lt;/span&gt;&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>cosmos::EntityItem</name>
    <message>
        <source>copy of %1</source>
        <translation>%1 のコピー</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 個の値</translation>
    </message>
</context>
<context>
    <name>cosmos::ExportPanel</name>
    <message>
        <source>Requirements</source>
        <translation>要件</translation>
    </message>
    <message>
        <source>Data Model</source>
        <translation>データ モデル</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>サンプル</translation>
    </message>
    <message>
        <source>ARM</source>
        <translation>ARM</translation>
    </message>
    <message>
        <source>Bicep</source>
        <translation>Bicep</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>検索…</translation>
    </message>
    <message>
        <source>Show the document as it reads, with its tables</source>
        <translation>表を含め、ドキュメントを読みやすい形で表示します</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Export All…</source>
        <translation>すべてエクスポート…</translation>
    </message>
    <message>
        <source>Copy this file to the clipboard</source>
        <translation>このファイルをクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>このファイルを保存します</translation>
    </message>
    <message>
        <source>Write every file into a folder, as cosmos-modeler-cli export does</source>
        <translation>cosmos-modeler-cli export と同じように、すべてのファイルをフォルダーに書き込みます</translation>
    </message>
    <message>
        <source>Cannot export: %1</source>
        <translation>エクスポートできません: %1</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Save Export File</source>
        <translation>エクスポート ファイルの保存</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Export All Into</source>
        <translation>エクスポート先</translation>
    </message>
    <message>
        <source>Export All</source>
        <translation>すべてエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written into %1.</source>
        <translation>
            <numerusform>%1 に %n 個のファイルを書き込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The model cannot be exported as it is; nothing was written.</source>
        <translation>このモデルはこのままではエクスポートできません。何も書き込まれていません。</translation>
    </message>
    <message>
        <source>The folder could not be written.</source>
        <translation>フォルダーに書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>cosmos::FieldBinder</name>
    <message>
        <source>refused</source>
        <translation>拒否されました</translation>
    </message>
    <message>
        <source>A number is required here.</source>
        <translation>ここには数値が必要です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (or &quot;unbounded&quot;).</source>
        <translation>&quot;%1&quot; は数値 (または &quot;unbounded&quot;) ではありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>&quot;%1&quot; は数値ではありません。</translation>
    </message>
</context>
<context>
    <name>cosmos::FileActions</name>
    <message>
        <source>Cosmos Modeler models (*.cosmos.json);;JSON files (*.json);;All files (*)</source>
        <translation>Cosmos Modeler モデル (*.cosmos.json);;JSON ファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったモデル(&amp;R)</translation>
    </message>
    <message>
        <source>No recent models</source>
        <translation>最近使ったモデルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>一覧をクリア(&amp;C)</translation>
    </message>
    <message>
        <source>New application</source>
        <translation>新しいアプリケーション</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>モデルを開く</translation>
    </message>
    <message>
        <source>Cannot Open Model</source>
        <translation>モデルを開けません</translation>
    </message>
    <message>
        <source>%1 could not be opened. The open model was not changed.</source>
        <translation>%1 を開けませんでした。開いているモデルは変更されていません。</translation>
    </message>
    <message>
        <source>Cannot Save Model</source>
        <translation>モデルを保存できません</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2
Use Save As to choose another place.</source>
        <translation>%1 を保存できませんでした: %2
[名前を付けて保存] で別の場所を選択してください。</translation>
    </message>
    <message>
        <source>Save Model As</source>
        <translation>名前を付けてモデルを保存</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 には未保存の変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple…</source>
        <translation>サンプルから新規作成(&amp;M)…</translation>
    </message>
    <message>
        <source>Start from a teaching model that shows one modelling lesson</source>
        <translation>モデリングの要点を 1 つ示す教材モデルから始めます</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapPanel</name>
    <message>
        <source>Apply to Model</source>
        <translation>モデルに適用</translation>
    </message>
    <message>
        <source>What if the most popular key value received this share of the requests?</source>
        <translation>最も人気のあるキー値が要求のこの割合を受け取った場合はどうなりますか?</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>What-if skew</source>
        <translation>What-if の偏り</translation>
    </message>
    <message>
        <source>Key %1 · %2 physical partition(s) · hottest value: %3 RU/s of %4 allowed, %5</source>
        <translation>キー %1 · 物理パーティション %2 個 · 最もホットな値: 許容 %4 のうち %3 RU/s、%5</translation>
    </message>
    <message>
        <source>No remedy needed: the hottest key value is within its limits.</source>
        <translation>対策は不要です: 最もホットなキー値は上限内に収まっています。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Remedies&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;対策&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Change Key Skew</source>
        <translation>キーの偏りを変更</translation>
    </message>
</context>
<context>
    <name>cosmos::HeatmapWidget</name>
    <message>
        <source>Select a container.</source>
        <translation>コンテナーを選択してください。</translation>
    </message>
    <message>
        <source>Physical partitions — RU/s at peak and storage%1</source>
        <translation>物理パーティション — ピーク時の RU/s とストレージ%1</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (What-if)</translation>
    </message>
    <message>
        <source>%1 RU/s · %2</source>
        <translation>%1 RU/s · %2</translation>
    </message>
    <message>
        <source>Most popular %1 values — RU/s at peak against the %2 RU/s a value can get</source>
        <translation>最も人気のある %1 の値 — 1 つの値が得られる %2 RU/s に対するピーク時の RU/s</translation>
    </message>
    <message>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <source>%1 RU/s</source>
        <translation>%1 RU/s</translation>
    </message>
</context>
<context>
    <name>cosmos::InspectorPanel</name>
    <message>
        <source>Several objects are selected. Select one to edit it.</source>
        <translation>複数のオブジェクトが選択されています。編集するには 1 つを選択してください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Application&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;Select an entity, relationship or access pattern to edit it.&lt;/span&gt;</source>
        <translation>&lt;b&gt;アプリケーション&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;color:gray&apos;&gt;編集するエンティティ、リレーションシップ、またはアクセス パターンを選択してください。&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Edit Application Name</source>
        <translation>アプリケーション名の編集</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>ドメイン</translation>
    </message>
    <message>
        <source>Edit Domain</source>
        <translation>ドメインの編集</translation>
    </message>
    <message>
        <source>Business context</source>
        <translation>ビジネス コンテキスト</translation>
    </message>
    <message>
        <source>Edit Business Context</source>
        <translation>ビジネス コンテキストの編集</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>規模</translation>
    </message>
    <message>
        <source>Edit Scale Notes</source>
        <translation>規模に関するメモの編集</translation>
    </message>
    <message>
        <source>Edit Regions</source>
        <translation>リージョンの編集</translation>
    </message>
    <message>
        <source>e.g. japaneast, westeurope</source>
        <translation>例: japaneast, westeurope</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Writes in every region</source>
        <translation>すべてのリージョンで書き込み</translation>
    </message>
    <message>
        <source>Edit Multi-Region Writes</source>
        <translation>マルチリージョン書き込みの編集</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Edit Capacity Mode</source>
        <translation>容量モードの編集</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>整合性の編集</translation>
    </message>
</context>
<context>
    <name>cosmos::KeyTable</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>Add Filter</source>
        <translation>フィルターを追加</translation>
    </message>
    <message>
        <source>Add Sort Key</source>
        <translation>並べ替えキーを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>cosmos::MainWindow</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>%1[*] — Cosmos Modeler</source>
        <translation>%1[*] — Cosmos Modeler</translation>
    </message>
    <message>
        <source>%1 containers · %2 RU/s peak · %3 / month</source>
        <translation>コンテナー %1 個 · ピーク %2 RU/s · %3/月</translation>
    </message>
    <message>
        <source>The recovery copy could not be read: %1</source>
        <translation>回復用コピーを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of %1.</source>
        <translation>%1 の未保存の変更を復元しました。</translation>
    </message>
    <message>
        <source>a replay script is a JSON array of change sets</source>
        <translation>再生スクリプトは変更セットの JSON 配列です</translation>
    </message>
    <message>
        <source>Replayed Edit</source>
        <translation>再生された編集</translation>
    </message>
    <message>
        <source>&amp;Explain Selection</source>
        <translation>選択範囲を説明(&amp;E)</translation>
    </message>
    <message>
        <source>Show the inputs, the rule and the numbers behind the selection</source>
        <translation>選択範囲の判断の根拠となる入力、ルール、数値を表示します</translation>
    </message>
</context>
<context>
    <name>cosmos::Minimap</name>
    <message>
        <source>Overview: click or drag to move the view</source>
        <translation>概要: クリックまたはドラッグで表示位置を移動</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelScene</name>
    <message>
        <source>unbounded</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>× %1 avg · %2 max</source>
        <translation>× 平均 %1 · 最大 %2</translation>
    </message>
    <message>
        <source>%1 avg</source>
        <translation>平均 %1</translation>
    </message>
    <message>
        <source>%1 max</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>%1 docs</source>
        <translation>%1 件</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>増加中</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <source>co-locate</source>
        <translation>同居</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分離</translation>
    </message>
    <message>
        <source>ids on both sides</source>
        <translation>両側に ID</translation>
    </message>
    <message>
        <source>edge container</source>
        <translation>エッジ コンテナー</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>hot</source>
        <translation>ホット</translation>
    </message>
    <message>
        <source>%1 RU/s peak · %2 partition(s) · %3 · %4/month</source>
        <translation>ピーク %1 RU/s · パーティション %2 個 · %3 · %4/月</translation>
    </message>
    <message>
        <source>Select it and press F1 for the whole explanation.</source>
        <translation>選択して F1 キーを押すと、詳しい説明が表示されます。</translation>
    </message>
</context>
<context>
    <name>cosmos::ModelView</name>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>warning (≥ 50% of a limit)</source>
        <translation>警告 (上限の 50% 以上)</translation>
    </message>
    <message>
        <source>hot (at or over a limit)</source>
        <translation>ホット (上限以上)</translation>
    </message>
    <message>
        <source>Partition heat</source>
        <translation>パーティションのヒート</translation>
    </message>
</context>
<context>
    <name>cosmos::PanelDocks</name>
    <message>
        <source>Inspector</source>
        <translation>インスペクター</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Access Patterns</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>コンテナー</translation>
    </message>
    <message>
        <source>Hot Partitions</source>
        <translation>ホット パーティション</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>パネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>レイアウトをリセット(&amp;R)</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternCaption</name>
    <message>
        <source>point read</source>
        <translation type="vanished">ポイント読み取り</translation>
    </message>
    <message>
        <source>single-partition query</source>
        <translation type="vanished">単一パーティション クエリ</translation>
    </message>
    <message>
        <source>cross-partition query</source>
        <translation type="vanished">クロスパーティション クエリ</translation>
    </message>
    <message>
        <source>write</source>
        <translation type="vanished">書き込み</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation type="vanished">%1 → %2: %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 on %2 · %3 RU per request · %4 RU/s on average, %5 at peak</source>
        <translation type="vanished">%2 上の%1 · 要求あたり %3 RU · 平均 %4 RU/s、ピーク %5</translation>
    </message>
    <message>
        <source>no container</source>
        <translation type="vanished">コンテナーなし</translation>
    </message>
    <message>
        <source>Drives: %1</source>
        <translation>影響する判断: %1</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ分析されていません。</translation>
    </message>
</context>
<context>
    <name>cosmos::PatternInspector</name>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Edit Description</source>
        <translation>説明の編集</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Edit Operation</source>
        <translation>操作の編集</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <source>Primary entity</source>
        <translation>主エンティティ</translation>
    </message>
    <message>
        <source>RPS (average)</source>
        <translation>RPS (平均)</translation>
    </message>
    <message>
        <source>Edit Average RPS</source>
        <translation>平均 RPS の編集</translation>
    </message>
    <message>
        <source>RPS (peak)</source>
        <translation>RPS (ピーク)</translation>
    </message>
    <message>
        <source>Edit Peak RPS</source>
        <translation>ピーク RPS の編集</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Edit Projection</source>
        <translation>プロジェクションの編集</translation>
    </message>
    <message>
        <source>attributes returned, comma-separated</source>
        <translation>返す属性 (コンマ区切り)</translation>
    </message>
    <message>
        <source>Attributes needed</source>
        <translation>必要な属性</translation>
    </message>
    <message>
        <source>Results per request</source>
        <translation>要求あたりの結果数</translation>
    </message>
    <message>
        <source>Edit Result Count</source>
        <translation>結果数の編集</translation>
    </message>
    <message>
        <source>Latency SLO (ms)</source>
        <translation>レイテンシ SLO (ミリ秒)</translation>
    </message>
    <message>
        <source>Edit Latency SLO</source>
        <translation>レイテンシ SLO の編集</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>整合性</translation>
    </message>
    <message>
        <source>Edit Consistency</source>
        <translation>整合性の編集</translation>
    </message>
    <message>
        <source>Application default</source>
        <translation>アプリケーションの既定</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Edit Status</source>
        <translation>状態の編集</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Edit Filters</source>
        <translation>フィルターの編集</translation>
    </message>
    <message>
        <source>Edit Sort</source>
        <translation>並べ替えの編集</translation>
    </message>
    <message>
        <source>Edit Query</source>
        <translation>クエリの編集</translation>
    </message>
    <message>
        <source>Edit Pattern Entities</source>
        <translation>パターンのエンティティの編集</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 RU per request · %4 RU/s average, %5 at peak</source>
        <translation>%1 · %2 · 要求あたり %3 RU · 平均 %4 RU/s、ピーク %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>cosmos::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーション モード(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a review or a lesson: large type, high contrast, step through the access patterns with the arrow keys</source>
        <translation>レビューや授業向けの全画面表示: 大きな文字、高コントラスト、矢印キーでアクセス パターンを順に表示</translation>
    </message>
    <message>
        <source>&amp;Walk Through Access Patterns</source>
        <translation>アクセス パターンを順に表示(&amp;W)</translation>
    </message>
</context>
<context>
    <name>cosmos::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>未保存の作業の回復</translation>
    </message>
    <message>
        <source>Cosmos Modeler did not close normally. These models had changes that were not saved; a copy of each was kept.</source>
        <translation>Cosmos Modeler は正常に終了しませんでした。以下のモデルには保存されていない変更があり、それぞれのコピーが保管されています。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>すべて破棄</translation>
    </message>
    <message>
        <source>Decide Later</source>
        <translation>後で決める</translation>
    </message>
    <message>
        <source>a new, never saved model</source>
        <translation>一度も保存されていない新しいモデル</translation>
    </message>
    <message>
        <source>%1 (%2)
%3 entities, %4 relationships, %5 access patterns — %6 unsaved edit(s), copy saved %7</source>
        <translation>%1 (%2)
エンティティ %3 個、リレーションシップ %4 個、アクセス パターン %5 個 — 未保存の編集 %6 件、コピーの保存日時 %7</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>cosmos::RelationshipInspector</name>
    <message>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Edit Relationship Kind</source>
        <translation>リレーションシップの種類の編集</translation>
    </message>
    <message>
        <source>Children per parent (avg)</source>
        <translation>親あたりの子の数 (平均)</translation>
    </message>
    <message>
        <source>Edit Average Children</source>
        <translation>子の平均数の編集</translation>
    </message>
    <message>
        <source>Edit Maximum Children</source>
        <translation>子の最大数の編集</translation>
    </message>
    <message>
        <source>a number, or unbounded</source>
        <translation>数値、または unbounded</translation>
    </message>
    <message>
        <source>Children per parent (max)</source>
        <translation>親あたりの子の数 (最大)</translation>
    </message>
    <message>
        <source>Parents per child (avg)</source>
        <translation>子あたりの親の数 (平均)</translation>
    </message>
    <message>
        <source>Edit Average Parents</source>
        <translation>親の平均数の編集</translation>
    </message>
    <message>
        <source>Parents per child (max)</source>
        <translation>子あたりの親の数 (最大)</translation>
    </message>
    <message>
        <source>Edit Maximum Parents</source>
        <translation>親の最大数の編集</translation>
    </message>
    <message>
        <source>Identifying (the child cannot exist without its parent)</source>
        <translation>識別関係 (子は親なしでは存在できない)</translation>
    </message>
    <message>
        <source>Edit Identifying</source>
        <translation>識別関係の編集</translation>
    </message>
    <message>
        <source>The child is updated on its own</source>
        <translation>子は単独で更新される</translation>
    </message>
    <message>
        <source>Edit Independent Updates</source>
        <translation>単独更新の編集</translation>
    </message>
    <message>
        <source>Edit Relationship</source>
        <translation>リレーションシップの編集</translation>
    </message>
    <message>
        <source>undecided</source>
        <translation>未決定</translation>
    </message>
    <message>
        <source>%1 (rule %2)</source>
        <translation>%1 (ルール %2)</translation>
    </message>
    <message>
        <source>, correlation %1</source>
        <translation>、相関 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Decision: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;判断: %2</translation>
    </message>
</context>
<context>
    <name>cosmos::SampleGallery</name>
    <message>
        <source>What to look for</source>
        <translation>注目点</translation>
    </message>
    <message>
        <source>Left out on purpose</source>
        <translation>意図的に省略した点</translation>
    </message>
    <message>
        <source>New from Sample</source>
        <translation>サンプルから新規作成</translation>
    </message>
</context>
<context>
    <name>cosmos::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design Azure Cosmos DB data models from access patterns.</source>
        <translation>アクセス パターンから Azure Cosmos DB のデータ モデルを設計します。</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>開くモデル ファイル。</translation>
    </message>
    <message>
        <source>Render the window with the model to OUT.png and exit.</source>
        <translation>モデルを表示したウィンドウを OUT.png に描画して終了します。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1600x1000).</source>
        <translation>--screenshot のウィンドウ サイズ (既定値 1600x1000)。</translation>
    </message>
    <message>
        <source>Colour theme: system, light, dark or high-contrast.</source>
        <translation>配色テーマ: system、light、dark、high-contrast。</translation>
    </message>
    <message>
        <source>Bring a panel to the front (for --screenshot): inspector, assumptions, accessPatterns, decisions, containers, heatmap, costs.</source>
        <translation type="vanished">パネルを前面に表示します (--screenshot 用): inspector、assumptions、accessPatterns、decisions、containers、heatmap、costs。</translation>
    </message>
    <message>
        <source>Select an entity, relationship or access pattern by id.</source>
        <translation>ID でエンティティ、リレーションシップ、またはアクセス パターンを選択します。</translation>
    </message>
    <message>
        <source>Apply the edits in SCRIPT.json one by one, as a user would.</source>
        <translation>SCRIPT.json の編集を、ユーザーが行うように 1 つずつ適用します。</translation>
    </message>
    <message>
        <source>Seconds between recovery copies (default 30).</source>
        <translation>回復用コピーを作成する間隔の秒数 (既定値 30)。</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>プレゼンテーション モードで起動します。</translation>
    </message>
    <message>
        <source>With --presentation: the walkthrough step to show (1 = first).</source>
        <translation>--presentation と併用: 表示するウォークスルーのステップ (1 = 最初)。</translation>
    </message>
    <message>
        <source>User interface language for this run: en, ja or hi (default: the one chosen in View &gt; Language).</source>
        <translation>この実行でのユーザー インターフェイスの言語: en、ja、hi (既定値: [表示] &gt; [言語] で選択した言語)。</translation>
    </message>
    <message>
        <source>Bring a panel to the front (for --screenshot): inspector, explain, assumptions, accessPatterns, decisions, containers, heatmap, costs, export.</source>
        <translation type="vanished">パネルを前面に表示します (--screenshot 用): inspector、explain、assumptions、accessPatterns、decisions、containers、heatmap、costs、export。</translation>
    </message>
    <message>
        <source>Bring a panel to the front (for --screenshot): inspector, explain, assumptions, accessPatterns, decisions, containers, heatmap, costs, export, comparison.</source>
        <translation>パネルを前面に表示します (--screenshot 用): inspector、explain、assumptions、accessPatterns、decisions、containers、heatmap、costs、export、comparison。</translation>
    </message>
    <message>
        <source>Show the current design side by side with the alternative called NAME.</source>
        <translation>現在の設計を、NAME という名前の代替案と並べて表示します。</translation>
    </message>
</context>
</TS>
