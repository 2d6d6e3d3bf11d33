package clue

// The clue checker's own small word knowledge, written for this app: common
// words that make up compounds (so that a compound's rests can be checked
// as words), pairs of different words that look like forms of each other,
// families of irregular forms, and words that only look like compounds.
// Callers add the words of their decks with Options.Lexicon.

// wordsDE are common German words (base forms).
const wordsDE = `
abend affe all alt amt angst apfel arbeit arm art arzt ast auge auto bach bad bahn
ball band bank bar bär bau bauch bauer baum beere berg bett biene bier bild birne
blatt blau blei blitz blume blut boden bogen bohne boot brand brett brief brille
brot brücke bruder brust buch burg busch butt butter dach dachs decke deich dorf
draht dreck druck duft ei eimer eis eisen ende engel ente erde esel fach fahne fall farbe
fass feder feld fell fenster ferne fest feuer film finger fisch flasche fleisch
fliege flug fluss form frau freund frosch frucht fuchs fuß gabel gang gans garten
gast geist geld glas glocke glück gold gras grau grube grün grund gurt hafen hahn
hals hammer hand haus haut hecke heft held helm hemd herz heu hexe himmel hirsch
hof höhle hütte holz honig horn hose huhn hund hut igel insel jacke jagd jahr kabel
kaffee kahn kalb kamm kampf kanne karte käse katze kauf keller kern kerze kette
kind kino kirche kirsche kiste klee kleid klein knopf koch koffer kohl kopf korb
korn kraft kragen küche kranz kraut kreide kreis kreuz krieg krone kuchen kugel kuh kunst
kur kurs lamm lampe land last laub lauf leben leder leim leiter licht liebe lied
loch löffel löwe luft mai mais mann mantel markt mauer maus meer mehl messer milch
mond moor moos motor mühle mund muschel mutter nacht nadel nagel name nase nebel
nest netz neu nuss ofen ohr öl onkel paar papier pass pfad pfanne pfeffer pfeife
pferd pflanze pilz platz post preis puppe punkt quelle rad rahmen rand rat raum
recht regen reich reis reise rest rind ring ritt ritter rock rohr rose rot rübe
rücken ruder saal sack saft salz samen sand sattel satz schaf schal schatten schatz
schein schiff schild schirm schlaf schloss schlüssel schnee schon schön schrank
schrift schuh schule schwanz schwarz schwein schwert schwester see segel seil seite
sessel sieb silber sinn sohn sonne spiegel spiel sport spur stab stadt stall stamm
staub stein stern stiel stirn stock stoff strand straße strauch strom stück stuhl
stunde sturm tafel tag tal tanne tante tanz tasche tasse taube tee teich teil
teller tier tisch tor traum treppe tuch turm tür uhr vater vogel voll wache wagen
wal wald wand wasser weg wein weiß welle welt werk wetter wiese wind winter woche
wolf wolke wolle wort wurm wurst zahl zahn zaun zeit zelt ziege ziel zimmer zucker
zug zunge zweig
`

// wordsNL are common Dutch words (base forms).
const wordsNL = `
aap appel arm arts auto baan bad bak bal balk bank beer been beker berg bes bier
blad blik bloem boek boer boom boot bord bos boter brief bril brood broer brug bui
bus das dag dak deur dier dijk doos dorp draad duif ei eend ezel fiets film fles
gat geit geld glas god goud gras grond haan haar hals hand handel hart haven hek
hemd hoed hof hol hond hoofd hoorn hout huis hut ijs inkt jaar jas kaart kaas kam
kamer kant kast kat kater kerk kers kind kip klok knie koe koek kok kool kop korf
kraan kreeft kruis kunst laars lamp land lat leer lepel licht lied lucht maan man
mand markt mes mol molen mond mop muis muur naald nacht neus net nest olie oog oor
paard pad pan papier peer pen pet pijl pijp plaats plank plant poes pot raam rad
regen reis rib ring rok rook rots rug schaap schip school schoen slang slot sneeuw
spel spiegel stad staart ster steen stoel stok straat strand stroom stuk tafel tak
tand tas thee tijd toren trap trein tuin uil uur vat veld vinger vis vlag vlees
vlieg vloer vogel voet vork vos vuur wagen wand water weg wereld wiel wind wolk
woord worst zaal zak zand zee zeep zeil zon zool zout zwaard
`

// wordsEN are common English words (base forms).
const wordsEN = `
air ant apple arm ash back bag ball band bank bar base bath bay bean bear beard bed
bee beer bell belt bird blade board boat body bone book boot bottle bow bowl box
bread brick bridge brush bug bull bus butter cake camp car card cat chair chalk
cheese chest chin church clock cloud coat cook corn corner cow crab cream cup deer
desk dog door dragon dream drum duck dust ear earth egg eye face farm field fire
fish flag floor flower fly foot fork fox frog fruit game garden gate gift girl
glass goat gold grass gun hair hall ham hand hat head heart hearth hill hole home
honey hook horn horse house ice ink iron jam jar key king kitchen kite knife lake
lamp land leg lid light line lion lock man map mark meat milk mill moon mouse mouth
nail neck nest net night nose oil owl pan paper park pen pie pig pin pipe plan
plane planet plant plate pot queen rain ring road rock roof room root rope rose
salt sand school sea seat shell sheep ship shoe shop sky snake snow sock song
space spoon star start station stone store storm street sun table tablet tail tea
tent tooth top town toy train tree wall war watch water wave way web week wheel
wind window wing wolf wood word work world yard
`

// Families of irregular forms: each line holds forms of one word that no
// regular ending explains (ablaut, Latin plurals, vowel changes). Forms that
// are also other words (saw, rose, left, Band) are left out.
const familiesDE = `brechen bruch gebrochen brach bricht
sprechen sprache spruch gesprochen sprach spricht
fliegen flug geflogen flog
ziehen zug gezogen zog
schießen schuss geschossen schoss
fließen fluss geflossen floss
trinken trank getränk getrunken
springen sprung gesprungen sprang
werfen wurf geworfen warf wirft
laufen lief gelaufen läuft
schwimmen schwamm geschwommen schwimmt
gehen ging gegangen
sehen sah gesehen sieht
nehmen nahm genommen nimmt
geben gab gegeben gibt
kommen kam gekommen
schreiben schrieb geschrieben
singen sang gesungen
finden fand gefunden
stehen stand gestanden
liegen lag gelegen
sitzen saß gesessen
essen aß gegessen isst
fahren fuhr gefahren fährt
tragen trug getragen trägt
schlafen schlief geschlafen schläft
rufen rief gerufen
halten hielt gehalten hält
greifen griff gegriffen
reiten ritt geritten
schneiden schnitt geschnitten
treten tritt getreten trat
singen gesang gesungen sang
gehen ging gegangen gang
stehen stand gestanden
sitzen saß gesessen sitz
schreiben schrift geschrieben schrieb
fahren fuhr gefahren fahrt
fallen fiel gefallen fall
finden fand gefunden fund
helfen half geholfen hilfe
geben gab gegeben gabe
schlagen schlug geschlagen schlag
museum museen
thema themen
firma firmen
atlas atlanten
globus globen
virus viren
kaktus kakteen
konto konten
villa villen
drama dramen
album alben
zentrum zentren
stadion stadien
kaufmann kaufleute
seemann seeleute
feuerwehrmann feuerwehrleute`

const familiesNL = `schip schepen scheepje scheepjes
stad steden
lid leden
gat gaten
glas glazen
god goden
blad bladeren
ei eieren eier
lam lammeren
kalf kalveren
rad raderen
been benen
spel spelen
slot sloten
koe koeien
vlo vlooien
weg wegen
dak daken
dal dalen
pad paden
breken brak gebroken breuk
vliegen vloog gevlogen vlucht
trekken trok getrokken
zingen zong gezongen
drinken dronk gedronken drank
schieten schoot geschoten schot
vallen viel gevallen val
lopen liep gelopen
gaan ging gegaan
zien zag gezien
zwemmen zwom zwommen gezwommen
nemen nam namen genomen
geven gaf gaven gegeven
komen kwam kwamen gekomen
schrijven schreef schreven geschreven
vinden vond vonden gevonden
staan stond stonden gestaan
liggen lag lagen gelegen
zitten zat zaten gezeten
eten at aten gegeten
rijden reed reden gereden
dragen droeg droegen gedragen
slapen sliep sliepen geslapen
roepen riep riepen geroepen
houden hield hielden gehouden
kind kinderen
museum musea`

const familiesEN = `mouse mice
swim swam swum
run ran
go went gone
see saw seen
take took taken
give gave given
come came
write wrote written
sing sang sung
find found
stand stood
sit sat
eat ate eaten
ride rode ridden
drive drove driven
fly flew flown
duke duchess
emperor empress
abbot abbess
lad lass
man men
woman women
child children
foot feet
tooth teeth
goose geese
ox oxen
person people
leaf leaves
knife knives
wife wives
wolf wolves
life lives
half halves
shelf shelves
loaf loaves
thief thieves
calf calves
die dice
louse lice
cactus cacti
fungus fungi
criterion criteria
phenomenon phenomena
run ran
go went gone
sing sang sung
swim swam swum
drink drank drunk
fly flew flown
eat ate eaten
see seen
buy bought
bring brought
think thought
catch caught
teach taught
fight fought
write wrote written
ride rode ridden
break broke broken
freeze froze frozen
choose chose chosen
drive drove driven
take took taken
shake shook shaken
give gave given
forget forgot forgotten
sit sat
stand stood
lose lost
shoot shot
sleep slept
keep kept
hold held
tell told
sell sold
wear wore worn
throw threw thrown
grow grew grown
know knew known
blow blew blown
draw drew drawn
begin began begun
sink sank sunk
dig dug
win won
swing swung
fall fallen`

// Words that look like a word plus a rest but are no compounds of it.
const notCompoundDE = `hornisse hornissen nachtigall bankett ballett tornado kartoffel`
const notCompoundNL = `handel kater eiland`
const notCompoundEN = `carpet planet kingdom hearth`
