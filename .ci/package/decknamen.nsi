; The Windows installer of Decknamen, built by .ci/package.sh windows with
; NSIS 3 (makensis), which passes:
;   VERSION  the app's version from FyneApp.toml, e.g. 0.1.0
;   SRC      the folder with Decknamen.exe and the licence files
;   ICON     the icon as .ico
;   OUTFILE  the installer to write
;
; A per-user install without administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\Decknamen, the uninstaller is registered under
; HKCU, so it shows in Settings > Apps. The player's saves and settings
; (%APPDATA%\fyne\io.github.decknamen.decknamen) are the app's, not the installer's: the
; uninstaller leaves them.

Unicode true
; A 64-bit installer: the app needs 64-bit Windows anyway, and it runs where
; only 64-bit programs can (Debian's wine64 without wine32).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

!define APPNAME "Decknamen"
!define PUBLISHER "The Decknamen authors"
!define WEBSITE "https://github.com/decknamen/decknamen"
; The registry keys are named after the app ID (FyneApp.toml). Versions
; before 0.2.0 used "Decknamen": an update takes their place (see
; .onInit and the program section), so Settings > Apps lists one entry.
!define APPID "io.github.decknamen.decknamen"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPID}"
!define APPKEY "Software\${APPID}"
!define OLDUNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Decknamen"
!define OLDAPPKEY "Software\Decknamen"

Name "${APPNAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APPNAME}"
InstallDirRegKey HKCU "${APPKEY}" "InstallDir"
BrandingText "${APPNAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APPNAME} Setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) 2026 ${PUBLISHER}, MIT licence"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\Decknamen.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${SRC}\LICENSE.txt"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the fallback; the installer picks the one that
; matches Windows' display language.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Dutch"

LangString SecProgram ${LANG_ENGLISH} "Decknamen (program and Start menu entry)"
LangString SecProgram ${LANG_GERMAN} "Decknamen (Programm und Eintrag im Startmenü)"
LangString SecProgram ${LANG_DUTCH} "Decknamen (programma en item in het Startmenu)"
LangString SecDesktop ${LANG_ENGLISH} "Shortcut on the desktop"
LangString SecDesktop ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString SecDesktop ${LANG_DUTCH} "Snelkoppeling op het bureaublad"

; An update of a version before 0.2.0 installs where that version was.
Function .onInit
	ReadRegStr $0 HKCU "${APPKEY}" "InstallDir"
	StrCmp $0 "" 0 done
	ReadRegStr $0 HKCU "${OLDAPPKEY}" "InstallDir"
	StrCmp $0 "" done
	StrCpy $INSTDIR $0
done:
FunctionEnd

Section "!$(SecProgram)" SecProgram
	SectionIn RO
	SetShellVarContext current
	SetOutPath "$INSTDIR"
	File "${SRC}\Decknamen.exe"
	File "${SRC}\LICENSE.txt"
	File "${SRC}\NOTICE.txt"
	File "${SRC}\THIRD-PARTY-LICENSES.txt"
	File "${SRC}\LICENSE-pictures-OpenMoji-CC-BY-SA-4.0.txt"
	File "${SRC}\LICENSE-font-AtkinsonHyperlegibleNext-OFL.txt"
	WriteUninstaller "$INSTDIR\uninstall.exe"
	CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\Decknamen.exe"

	WriteRegStr HKCU "${APPKEY}" "InstallDir" "$INSTDIR"
	DeleteRegKey HKCU "${OLDUNINSTKEY}"
	DeleteRegKey HKCU "${OLDAPPKEY}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APPNAME}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
	WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\Decknamen.exe"
	WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "${PUBLISHER}"
	WriteRegStr HKCU "${UNINSTKEY}" "URLInfoAbout" "${WEBSITE}"
	WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
	WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
	WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
	WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
	SectionGetSize ${SecProgram} $0
	WriteRegDWORD HKCU "${UNINSTKEY}" "EstimatedSize" $0
SectionEnd

Section "$(SecDesktop)" SecDesktop
	SetShellVarContext current
	CreateShortcut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\Decknamen.exe"
SectionEnd

; Removes what the installer put there, nothing else: the saved games and
; settings in %APPDATA%\fyne\io.github.decknamen.decknamen stay.
Section "Uninstall"
	SetShellVarContext current
	Delete "$DESKTOP\${APPNAME}.lnk"
	Delete "$SMPROGRAMS\${APPNAME}.lnk"
	Delete "$INSTDIR\LICENSE.txt"
	Delete "$INSTDIR\NOTICE.txt"
	Delete "$INSTDIR\THIRD-PARTY-LICENSES.txt"
	Delete "$INSTDIR\LICENSE-pictures-OpenMoji-CC-BY-SA-4.0.txt"
	Delete "$INSTDIR\LICENSE-font-AtkinsonHyperlegibleNext-OFL.txt"
	Delete "$INSTDIR\Decknamen.exe"
	Delete "$INSTDIR\uninstall.exe"
	RMDir "$INSTDIR"
	DeleteRegKey HKCU "${UNINSTKEY}"
	DeleteRegKey HKCU "${APPKEY}"
SectionEnd
